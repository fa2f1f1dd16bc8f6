import { describe, expect, it } from 'vitest';
import { MAIL_TYPE, paragraph, sendMail } from '../repositories/mail';
import { freshAppPerTest, fundedMember, registerBody } from '../testing/helper';

const t = freshAppPerTest();

/** The member's first page of mail: `is_read` by title, and the unread count. */
async function inbox(token: string) {
  const answer = await t.post('mail', { page: 1 }, token);
  expect(answer.code).toBe(200);
  const rows = answer.data.data as { id: number; title: string; is_read: unknown }[];
  return {
    read: Object.fromEntries(rows.map((row) => [row.title, row.is_read])),
    ids: Object.fromEntries(rows.map((row) => [row.title, row.id])),
    unread: answer.data.unread as number,
  };
}

describe('the server keeps which mails a member has read', () => {
  it('every mail row carries is_read, false until opened, and the answer counts the unread', async () => {
    const { token, userId } = await fundedMember(t);
    const before = (await inbox(token)).unread;
    sendMail(t.db, userId, MAIL_TYPE.notice, '账户安全提醒', paragraph('请妥善保管密码'));
    sendMail(t.db, null, MAIL_TYPE.notice, '系统维护通知', paragraph('今晚维护'));
    const box = await inbox(token);
    expect(box.read).toMatchObject({ 账户安全提醒: false, 系统维护通知: false });
    expect(box.unread).toBe(before + 2);
  });

  it('mail_detail reads the mail for that member on every login, and only for that member', async () => {
    const a = await fundedMember(t);
    const b = await fundedMember(t);
    sendMail(t.db, a.userId, MAIL_TYPE.notice, '账户安全提醒', paragraph('请妥善保管密码'));
    sendMail(t.db, null, MAIL_TYPE.notice, '系统维护通知', paragraph('今晚维护'));
    const first = await inbox(a.token);
    const unreadBefore = first.unread;
    for (const title of ['账户安全提醒', '系统维护通知']) {
      expect((await t.get(`mail_detail/${first.ids[title]}`, {}, a.token)).code).toBe(200);
    }
    // Opening twice changes nothing.
    expect((await t.get(`mail_detail/${first.ids['账户安全提醒']}`, {}, a.token)).code).toBe(200);

    // Another login (another phone, or after a logout that cleared the device) sees them read.
    const again = await t.login(a.username, registerBody().password);
    expect(again).not.toBe(a.token);
    const after = await inbox(again);
    expect(after.read).toMatchObject({ 账户安全提醒: true, 系统维护通知: true });
    expect(after.unread).toBe(unreadBefore - 2);

    // A mail to every member read by one stays unread for the others.
    expect((await inbox(b.token)).read).toMatchObject({ 系统维护通知: false });
  });

  it('someone else’s mail id neither opens nor marks anything', async () => {
    const a = await fundedMember(t);
    const b = await fundedMember(t);
    const id = sendMail(t.db, a.userId, MAIL_TYPE.notice, '账户安全提醒', paragraph('x'));
    expect((await t.get(`mail_detail/${id}`, {}, b.token)).code).toBe(202);
    const reads = t.db.prepare('SELECT COUNT(*) AS n FROM message_reads WHERE message_id = ?').get(id);
    expect(reads).toEqual({ n: 0 });
    expect((await inbox(a.token)).read).toMatchObject({ 账户安全提醒: false });
  });

  it('mail_read_all reads every mail the member can see; a later mail arrives unread', async () => {
    const a = await fundedMember(t);
    const b = await fundedMember(t);
    sendMail(t.db, a.userId, MAIL_TYPE.deposit, '存款到账通知', paragraph('x'));
    sendMail(t.db, null, MAIL_TYPE.notice, '系统维护通知', paragraph('今晚维护'));
    expect(await t.post('mail_read_all', {}, a.token)).toMatchObject({ status: 200, code: 200 });
    let box = await inbox(a.token);
    expect(box.unread).toBe(0);
    expect(Object.values(box.read).every((read) => read === true)).toBe(true);
    // Twice is harmless.
    expect((await t.post('mail_read_all', {}, a.token)).code).toBe(200);

    sendMail(t.db, a.userId, MAIL_TYPE.withdrawal, '取款出款通知', paragraph('y'));
    box = await inbox(a.token);
    expect(box.unread).toBe(1);
    expect(box.read).toMatchObject({ 取款出款通知: false, 存款到账通知: true });
    // The other member's mails are untouched.
    expect((await inbox(b.token)).read).toMatchObject({ 系统维护通知: false });
  });

  it('mail_read_all needs a member', async () => {
    expect((await t.post('mail_read_all', {})).code).toBe(401);
  });
});
