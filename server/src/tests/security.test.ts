import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { runOperator } from '../cli';
import { escapeTerminal } from '../operator/terminal';
import { clientAddress, lockedMessage, type AttemptLimitOptions } from '../http/attempt-limit';
import { hashToken } from '../repositories/users';
import { freshAppPerTest, registerBody, fundedMember, PAY_PASSWORD } from '../testing/helper';

/** Attempt limits, token storage and expiry, oversize bodies, CLI escaping. */
const t = freshAppPerTest();

let clock = 1_000_000;
const limits = (overrides: Partial<AttemptLimitOptions> = {}): AttemptLimitOptions => ({
  accountMax: 3,
  accountWideMax: 10,
  addressMax: 8,
  lockMs: 10 * 60_000,
  now: () => clock,
  ...overrides,
});
const LOCKED = /^尝试次数过多，请\d+(分钟|秒)后再试$/;

describe('failed-attempt limits (point 1)', () => {
  it('locks an account from one address after the threshold, names the wait, even for the right password; ends after the period', async () => {
    t.reopen({ attemptLimits: limits() });
    for (let i = 0; i < 3; i++)
      expect((await t.post('login', { name: 'demo888', password: 'wrong999', code: 'AB12' })).code).toBe(1);
    const locked = await t.post('login', { name: 'demo888', password: 'demo8888', code: 'AB12' });
    expect(locked.code).toBe(429);
    expect(locked.message).toMatch(LOCKED);
    expect(locked.message).toContain('10分钟');
    clock += 10 * 60_000 + 1;
    expect((await t.post('login', { name: 'demo888', password: 'demo8888', code: 'AB12' })).code).toBe(200);
  });

  it("a success resets the account's count from that address", async () => {
    t.reopen({ attemptLimits: limits() });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++)
        await t.post('login', { name: 'demo888', password: 'wrong999', code: 'AB12' });
      expect((await t.post('login', { name: 'demo888', password: 'demo8888', code: 'AB12' })).code).toBe(200);
    }
  });

  it('limits one client address across many account names', async () => {
    t.reopen({ attemptLimits: limits() });
    for (let i = 0; i < 8; i++)
      expect((await t.post('login', { name: `nobody${i}x`, password: 'wrong999', code: 'AB12' })).code).toBe(
        1,
      );
    expect((await t.post('login', { name: 'demo888', password: 'demo8888', code: 'AB12' })).code).toBe(429);
  });

  it('limits refused registrations (a taken name tells that an account exists)', async () => {
    t.reopen({ attemptLimits: limits() });
    for (let i = 0; i < 3; i++)
      expect((await t.post('register', registerBody({ name: 'demo888' }))).code).toBe(1);
    const locked = await t.post('register', registerBody({ name: 'demo888' }));
    expect(locked.code).toBe(429);
    expect(locked.message).toMatch(LOCKED);
  });

  it('limits every payment-password check: withdraw, bindcard, editPayPassword; and editPassword', async () => {
    t.reopen({ attemptLimits: limits() });
    const { token } = await fundedMember(t, 500);
    const card = { bank: '中国银行', bank_address: '北京', bank_no: '6217000000000001', bank_owner: '李四' };
    expect((await t.post('bindcard', { ...card, pay_pass: PAY_PASSWORD }, token)).code).toBe(200);
    const bank = (await t.post('getcard', { type: 1 }, token)).data[0].id;
    // Wrong payment passwords through three different calls share one count.
    expect((await t.post('withdraw', { amount: 100, bank, password: '000000' }, token)).code).toBe(205);
    expect(
      (await t.post('bindcard', { ...card, bank_no: '6217000000000002', pay_pass: '000000' }, token)).code,
    ).toBe(205);
    expect(
      (
        await t.post(
          'editPayPassword',
          { password: '000000', paypassword: '111111', newpasword: '111111' },
          token,
        )
      ).code,
    ).toBe(205);
    const locked = await t.post('withdraw', { amount: 100, bank, password: PAY_PASSWORD }, token);
    expect(locked.code).toBe(429);
    expect(locked.message).toMatch(LOCKED);

    const other = await t.registerMember();
    for (let i = 0; i < 3; i++)
      expect(
        (
          await t.post(
            'editPassword',
            { password: 'wrong999', paypassword: 'abc99999', newpasword: 'abc99999' },
            other,
          )
        ).code,
      ).toBe(205);
    expect(
      (
        await t.post(
          'editPassword',
          { password: 'abc12345', paypassword: 'abc99999', newpasword: 'abc99999' },
          other,
        )
      ).code,
    ).toBe(429);
  });

  it('formats the wait in minutes or seconds', () => {
    expect(lockedMessage(15 * 60_000)).toBe('尝试次数过多，请15分钟后再试');
    expect(lockedMessage(61_000)).toBe('尝试次数过多，请2分钟后再试');
    expect(lockedMessage(20_000)).toBe('尝试次数过多，请20秒后再试');
  });
});

describe('tokens (point 6)', () => {
  it('stores only a sha256 of the token', async () => {
    const token = await t.login();
    const rows = t.db.prepare('SELECT * FROM tokens').all() as Record<string, unknown>[];
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((row) => row.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(
      true,
    );
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expires a token after the idle time: HTTP 200 with code 401, and the session row is gone', async () => {
    t.reopen({ tokenIdleMs: 60_000 });
    const token = await t.login();
    expect((await t.post('user', {}, token)).code).toBe(200);
    t.db
      .prepare('UPDATE tokens SET last_used_at = ? WHERE token_hash = ?')
      .run(Date.now() - 61_000, hashToken(token));
    expect(await t.post('user', {}, token)).toMatchObject({ status: 200, code: 401 });
    expect(
      t.db.prepare('SELECT COUNT(*) AS n FROM tokens WHERE token_hash = ?').get(hashToken(token)),
    ).toEqual({ n: 0 });
  });

  it('use keeps a token alive; the default idle time is 7 days', async () => {
    const token = await t.login();
    const sixDays = Date.now() - 6 * 24 * 3600_000;
    t.db.prepare('UPDATE tokens SET last_used_at = ?').run(sixDays);
    expect((await t.post('user', {}, token)).code).toBe(200);
    const { last_used_at } = t.db.prepare('SELECT last_used_at FROM tokens').get() as {
      last_used_at: number;
    };
    expect(last_used_at).toBeGreaterThan(sixDays);
    t.db.prepare('UPDATE tokens SET last_used_at = ?').run(Date.now() - 7 * 24 * 3600_000 - 1000);
    expect((await t.post('user', {}, token)).code).toBe(401);
  });
});

describe('oversize request body (point 9)', () => {
  /** Settles when the request is over; a write error (EPIPE/ECONNRESET: the server closed on us) fails it. */
  const post = (port: number, headers: Record<string, string | number>, body: Buffer) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      let answer: { status: number; body: string } | undefined;
      let failure: Error | undefined;
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/login', method: 'POST', headers, agent: false },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => (answer = { status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', (error) => (failure = error));
      // 'close' is the request's last event: a socket error, if any, has come before it.
      req.on('close', () =>
        failure ? reject(failure) : answer ? resolve(answer) : reject(new Error('no answer')),
      );
      req.end(body);
    });

  it('answers the business error over a real connection instead of closing it (and sees the client address)', async () => {
    const app = createApp({
      db: t.db,
      uploadDir: t.uploadDir,
      extend: (root) => root.get('/whoami', (c) => c.text(clientAddress(c))),
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const big = Buffer.alloc(8 * 1024 * 1024, 'a');
      for (const headers of <Record<string, string | number>[]>[
        { 'content-type': 'application/json', 'content-length': big.length },
        { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      ]) {
        const answer = await post(port, headers, big);
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 422, message: '请求内容过大' });
      }
      // The attempt limits see the real client address of a connection.
      expect(await (await fetch(`http://127.0.0.1:${port}/whoami`)).text()).toBe('127.0.0.1');
      // A normal body still passes through.
      const ok = await post(
        port,
        { 'content-type': 'application/json' },
        Buffer.from(JSON.stringify({ name: 'demo888', password: 'demo8888', code: 'AB12' })),
      );
      expect(JSON.parse(ok.body).code).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('operator output (point 8)', () => {
  it('prints member-provided text with terminal escape codes neutralised', async () => {
    const { token, userId } = await fundedMember(t, 500);
    const owner = '李四\u001b[2J\u001b]0;pwned\u0007\u202e';
    expect(
      (
        await t.post(
          'bindcard',
          {
            bank: '中国银行',
            bank_address: '北京\u001b[31m',
            bank_no: '6217000000000001',
            bank_owner: '李四',
            pay_pass: PAY_PASSWORD,
          },
          token,
        )
      ).code,
    ).toBe(200);
    const bank = (await t.post('getcard', { type: 1 }, token)).data[0].id;
    // bindcard now refuses such an owner (real-name rule); rows stored before it, or by another
    // back end of the family, may still hold one.
    t.db.prepare('UPDATE bindings SET bank_owner = ? WHERE id = ?').run(owner, bank);
    expect((await t.post('withdraw', { amount: 100, bank, password: PAY_PASSWORD }, token)).code).toBe(200);
    const { withdraw_no } = t.db
      .prepare('SELECT withdraw_no FROM withdrawals WHERE user_id = ?')
      .get(userId) as {
      withdraw_no: string;
    };
    const out: string[] = [];
    expect(
      runOperator(t.db, ['approve-withdrawal', withdraw_no], {
        out: (l) => out.push(l),
        err: (l) => out.push(l),
      }),
    ).toBe(0);
    const text = out.join('\n');
    // eslint-disable-next-line no-control-regex -- the point of the test
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text).toContain('李四\\x1b[2J\\x1b]0;pwned\\x07\\u{202e}');
  });

  it('escapeTerminal keeps ordinary text, newlines and tabs', () => {
    expect(escapeTerminal('普通文本 abc\n\tx')).toBe('普通文本 abc\n\tx');
    expect(escapeTerminal('\u009b31m')).toBe('\\x9b31m');
  });
});
