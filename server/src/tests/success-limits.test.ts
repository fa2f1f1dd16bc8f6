import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import {
  DEFAULT_SUCCESS_LIMITS,
  NO_SUCCESS_LIMITS,
  type QuotaName,
  type QuotaWindow,
} from '../http/success-quota';
import { makeAgent } from '../repositories/agents';
import { fundedMember, freshAppPerTest, registerBody, type TestApp } from '../testing/helper';
import { sweepUnattachedUploads } from '../upload-sweep';

/**
 * Records anyone may create are limited by what SUCCEEDS (accounts per address, downlines per
 * agent, feedback and uploads per member), counted before they run so a parallel burst cannot all
 * pass, and refused with when to try again. The clock is injected: no test waits.
 */
const t = freshAppPerTest();

const countUsers = (db: TestApp['db']) =>
  (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
let clock = 1_000_000_000;

/** An app whose only limit is `name`'s `windows`. */
function appLimiting(name: QuotaName, windows: QuotaWindow[]) {
  clock = 1_000_000_000;
  t.reopen({
    successLimits: {
      windows: { ...NO_SUCCESS_LIMITS.windows, [name]: windows },
      now: () => clock,
    },
  });
}

const FEEDBACK = { type: 1, content: '存款一直没有到账，请帮忙查看' };
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function upload(token: string, bytes: Buffer = PNG, type = 'suggestion') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
  form.append('type', type);
  return t
    .request('/api/uploadimg', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
    .then(
      async (r) => (await r.json()) as { code: number; message: string; data: { avatar: string } | null },
    );
}

describe('registrations per address', () => {
  it('counts only accounts made, refuses the next with when, and opens again as the window moves', async () => {
    appLimiting('register', [
      { ms: HOUR, max: 3 },
      { ms: DAY, max: 5 },
    ]);
    // Refused registrations (a taken name) make no account and do not count here.
    for (let i = 0; i < 2; i++)
      expect((await t.post('register', registerBody({ name: 'demo888' }))).code).toBe(1);
    for (let i = 0; i < 3; i++) expect((await t.post('register', registerBody())).code).toBe(200);
    const before = countUsers(t.db);
    expect(await t.post('register', registerBody())).toMatchObject({
      code: 429,
      message: '该网络注册账号过多，请60分钟后再试',
    });
    expect(countUsers(t.db)).toBe(before);

    clock += 45 * 60_000;
    expect((await t.post('register', registerBody())).message).toBe('该网络注册账号过多，请15分钟后再试');
    clock += 15 * 60_000 + 1;
    for (let i = 0; i < 2; i++) expect((await t.post('register', registerBody())).code).toBe(200);
    // Five in the day: the day's window names hours.
    expect((await t.post('register', registerBody())).message).toBe('该网络注册账号过多，请23小时后再试');
  });

  it('20 registrations in parallel: exactly the limit is made', async () => {
    appLimiting('register', [{ ms: HOUR, max: 4 }]);
    const before = countUsers(t.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post('register', registerBody())));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(16);
    expect(countUsers(t.db)).toBe(before + 4);
  });
});

describe('开设下级 per agent', () => {
  async function agent() {
    const member = await fundedMember(t);
    makeAgent(t.db, member.userId);
    return member.token;
  }
  const addMember = (token: string, username = registerBody().name) =>
    t.post('agent/add-member', { username, password: 'abc12345', realname: '王五' }, token);

  it('per hour and per day, counted when opened, one agent apart from another', async () => {
    appLimiting('addMember', [
      { ms: HOUR, max: 3 },
      { ms: DAY, max: 4 },
    ]);
    const token = await agent();
    expect((await addMember(token, 'demo888')).message).toBe('用户名已存在');
    for (let i = 0; i < 3; i++) expect((await addMember(token)).message).toBe('开设下级成功');
    expect(await addMember(token)).toMatchObject({ code: 429, message: '开设下级过于频繁，请60分钟后再试' });
    expect((await addMember(await agent())).code).toBe(200);

    clock += HOUR;
    expect((await addMember(token)).code).toBe(200);
    expect((await addMember(token)).message).toBe('开设下级过于频繁，请23小时后再试');
  });

  it('60 in parallel: exactly the limit is opened', async () => {
    appLimiting('addMember', [{ ms: HOUR, max: 5 }]);
    const token = await agent();
    const before = countUsers(t.db);
    const answers = await Promise.all(Array.from({ length: 60 }, () => addMember(token)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect(countUsers(t.db)).toBe(before + 5);
  });
});

describe('feedback per member', () => {
  it('per hour, refusals not counted, 50 in parallel make the limit only', async () => {
    appLimiting('feedback', [{ ms: HOUR, max: 3 }]);
    const { token } = await fundedMember(t);
    expect((await t.post('suggestion', { type: 1, content: '太短' }, token)).code).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.post('suggestion', FEEDBACK, token)),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(answers.find((a) => a.code !== 200)).toMatchObject({
      code: 429,
      message: '反馈提交过于频繁，请60分钟后再试',
    });
    expect((await t.post('suggestionlist', { page: 1 }, token)).data.total).toBe(3);
    // Another member is not held back.
    expect((await t.post('suggestion', FEEDBACK, (await fundedMember(t)).token)).code).toBe(200);
    clock += HOUR;
    expect((await t.post('suggestion', FEEDBACK, token)).code).toBe(200);
  });
});

describe('uploads per member', () => {
  it('files per hour: a refused file does not count', async () => {
    appLimiting('uploads', [{ ms: HOUR, max: 2 }]);
    const { token } = await fundedMember(t);
    expect((await upload(token, Buffer.from('not an image'))).code).toBe(1);
    expect((await upload(token)).code).toBe(200);
    expect((await upload(token)).code).toBe(200);
    expect(await upload(token)).toMatchObject({ code: 429, message: '上传图片过于频繁，请60分钟后再试' });
    expect((await upload((await fundedMember(t)).token)).code).toBe(200);
  });

  it('bytes per hour', async () => {
    appLimiting('uploadBytes', [{ ms: HOUR, max: 3 * PNG.length }]);
    const { token } = await fundedMember(t);
    const twice = Buffer.concat([PNG, PNG]);
    expect((await upload(token, twice)).code).toBe(200);
    expect((await upload(token, twice)).message).toBe('上传图片总量过大，请60分钟后再试');
    expect((await upload(token)).code).toBe(200);
  });
});

describe('uploads nothing refers to', () => {
  it('are removed after an hour; an avatar, a sent screenshot and a young file stay', async () => {
    appLimiting('uploads', []);
    const { token } = await fundedMember(t);
    const name = (path: string) => path.slice('/uploads/'.length);
    const avatar = (await upload(token, PNG, 'avatar')).data!.avatar;
    const sent = (await upload(token)).data!.avatar;
    expect((await t.post('suggestion', { ...FEEDBACK, img: sent }, token)).code).toBe(200);
    const orphan = (await upload(token)).data!.avatar;
    const young = (await upload(token)).data!.avatar;
    const now = Date.now();
    const old = (now - HOUR - 1000) / 1000;
    for (const path of [avatar, sent, orphan]) utimesSync(join(t.uploadDir, name(path)), old, old);

    expect(sweepUnattachedUploads(t.db, t.uploadDir, { now })).toEqual([name(orphan)]);
    for (const path of [avatar, sent, young]) expect(existsSync(join(t.uploadDir, name(path)))).toBe(true);
    expect(existsSync(join(t.uploadDir, name(orphan)))).toBe(false);
    // The young one goes once its hour is over.
    expect(sweepUnattachedUploads(t.db, t.uploadDir, { now: now + HOUR + 1000 })).toEqual([name(young)]);
  });

  it('a replaced avatar’s file is removed at once', async () => {
    appLimiting('uploads', []);
    const { token } = await fundedMember(t);
    const first = (await upload(token, PNG, 'avatar')).data!.avatar;
    const second = (await upload(token, PNG, 'avatar')).data!.avatar;
    expect(existsSync(join(t.uploadDir, first.slice('/uploads/'.length)))).toBe(false);
    expect(existsSync(join(t.uploadDir, second.slice('/uploads/'.length)))).toBe(true);
  });
});

describe('configuration', () => {
  it('the defaults, and LIMIT_* variables with 0 for no limit', () => {
    expect(readConfig({}).successLimits.windows).toEqual(DEFAULT_SUCCESS_LIMITS.windows);
    const windows = readConfig({
      LIMIT_REGISTER_PER_HOUR: '0',
      LIMIT_REGISTER_PER_DAY: '7',
      LIMIT_ADD_MEMBER_PER_HOUR: '2',
      LIMIT_ADD_MEMBER_PER_DAY: '3',
      LIMIT_FEEDBACK_PER_HOUR: '4',
      LIMIT_UPLOADS_PER_HOUR: '6',
      LIMIT_UPLOAD_MB_PER_HOUR: '2',
    }).successLimits.windows;
    expect(windows.register).toEqual([
      { ms: HOUR, max: 0 },
      { ms: DAY, max: 7 },
    ]);
    expect(windows.addMember.map((w) => w.max)).toEqual([2, 3]);
    expect(windows.feedback[0]!.max).toBe(4);
    expect(windows.uploads[0]!.max).toBe(6);
    expect(windows.uploadBytes[0]!.max).toBe(2 * 1024 * 1024);
    expect(() => readConfig({ LIMIT_FEEDBACK_PER_HOUR: 'many' })).toThrow(/LIMIT_FEEDBACK_PER_HOUR/);
  });
});
