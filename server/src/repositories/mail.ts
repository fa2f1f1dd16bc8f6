import type { Db } from '../db/database';
import { formatCents } from '../../../contract/money';
import { paginate } from './paginate';
import { beijingNow } from './periods';
import { prepared } from './statements';

/** The family's Messages `type`: what a message is about (kept on the row, shown as its kind). */
export const MAIL_TYPE = {
  notice: 1,
  deposit: 2,
  withdrawal: 3,
  agent: 4,
  redpacket: 5,
  rebate: 6,
} as const;
export type MailType = (typeof MAIL_TYPE)[keyof typeof MAIL_TYPE];

export interface MessageRow {
  id: number;
  user_id: number | null;
  type: number;
  title: string;
  content: string;
  created_at: string;
}

/** Text placed inside a message's HTML: the client sanitises, but the text should read as typed. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One paragraph of message HTML from plain text. */
export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * Writes one message: to one member (`userId`), or to every member, present and future (`null`).
 * Callers that change money call this inside their own transaction, so the mail and the change
 * are written together or not at all.
 */
export function sendMail(db: Db, userId: number | null, type: MailType, title: string, html: string): number {
  const result = prepared(
    db,
    'INSERT INTO messages (user_id, type, title, content, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(userId, type, title, html, beijingNow());
  return Number(result.lastInsertRowid);
}

/** The messages a member can see: their own and those to every member (one read of the index each). */
const VISIBLE = `SELECT id, type, title, content, created_at FROM messages WHERE user_id IS NULL
       UNION ALL
       SELECT id, type, title, content, created_at FROM messages WHERE user_id = ?`;

/**
 * The member's 站内信: every message they can see (their own and those to every member), newest
 * first, each with `is_read` for this member. The reference server keeps one row per message, so a
 * mail's `id` and `message_id` are the same. Two reads of the (user_id, created_at) index merged in
 * order, like the notice list. `unread` counts every unread mail of the member, on any page.
 */
export function pageMail(db: Db, userId: number, page: number, pagesize?: number) {
  const rows = paginate<{
    id: number;
    message_id: number;
    type: number;
    title: string;
    content: string;
    created_at: string;
    is_read: number;
  }>(
    db,
    `SELECT m.id, m.id AS message_id, m.type, m.title, m.content, m.created_at,
            EXISTS (SELECT 1 FROM message_reads r WHERE r.user_id = ? AND r.message_id = m.id) AS is_read
       FROM (${VISIBLE}) m
      ORDER BY m.created_at DESC, m.id DESC`,
    [userId, userId],
    page,
    pagesize,
  );
  return {
    ...rows,
    data: rows.data.map((row) => ({ ...row, is_read: row.is_read === 1 })),
    unread: countUnreadMail(db, userId),
  };
}

/** How many of the mails this member can see they have not opened. */
export const countUnreadMail = (db: Db, userId: number) =>
  prepared<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM (${VISIBLE}) m
      WHERE NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.user_id = ? AND r.message_id = m.id)`,
  ).get(userId, userId)!.n;

/** One message the member may read (theirs or everyone's); undefined for anyone else's. */
export const findMailFor = (db: Db, userId: number, id: number) =>
  prepared<MessageRow>(
    db,
    'SELECT id, user_id, type, title, content, created_at FROM messages WHERE id = ? AND (user_id IS NULL OR user_id = ?)',
  ).get(id, userId);

/** Notes that the member opened message `id` (one they may read); a second time changes nothing. */
export const markMailRead = (db: Db, userId: number, id: number) =>
  prepared(db, 'INSERT OR IGNORE INTO message_reads (user_id, message_id, read_at) VALUES (?, ?, ?)').run(
    userId,
    id,
    beijingNow(),
  );

/** Marks every mail the member can see now as read; mails written later arrive unread. */
export const markAllMailRead = (db: Db, userId: number) =>
  prepared(
    db,
    `INSERT OR IGNORE INTO message_reads (user_id, message_id, read_at)
     SELECT ?, id, ? FROM (${VISIBLE})`,
  ).run(userId, beijingNow(), userId);

/** An amount in a mail, as every screen writes it (contract/money.ts). */
const yuan = formatCents;
const reasonLine = (reason: string | null | undefined) =>
  reason?.trim() ? paragraph(`原因：${reason.trim()}`) : paragraph('如有疑问，请联系在线客服。');

/** The mails the server writes when something happens to a member's money or standing. */
export const eventMail = {
  depositApproved: (no: string, cents: number) => ({
    type: MAIL_TYPE.deposit,
    title: '存款到账通知',
    html: paragraph(`您的存款订单 ${no} 已审核通过，${yuan(cents)} 元已到账，请前往会员中心查看余额。`),
  }),
  depositRejected: (no: string, cents: number, reason?: string | null) => ({
    type: MAIL_TYPE.deposit,
    title: '存款未通过通知',
    html: paragraph(`您的存款订单 ${no}（${yuan(cents)} 元）未通过审核。`) + reasonLine(reason),
  }),
  withdrawalPaid: (no: string, cents: number) => ({
    type: MAIL_TYPE.withdrawal,
    title: '取款出款通知',
    html: paragraph(`您的取款订单 ${no} 已审核通过，${yuan(cents)} 元已出款，请留意您的收款账户。`),
  }),
  withdrawalRejected: (no: string, cents: number, reason?: string | null) => ({
    type: MAIL_TYPE.withdrawal,
    title: '取款未通过通知',
    html:
      paragraph(`您的取款订单 ${no}（${yuan(cents)} 元）未通过审核，款项已退回您的账户余额。`) +
      reasonLine(reason),
  }),
  agentApproved: (code: string) => ({
    type: MAIL_TYPE.agent,
    title: '代理申请已通过',
    html: paragraph(`恭喜！您的代理申请已通过，推广码 ${code}，请前往代理中心开展业务。`),
  }),
  agentRejected: (reason?: string | null) => ({
    type: MAIL_TYPE.agent,
    title: '代理申请未通过',
    html: paragraph('很抱歉，您的代理申请未通过审核。') + reasonLine(reason),
  }),
  redPacket: (cents: number) => ({
    type: MAIL_TYPE.redpacket,
    title: '红包到账通知',
    html: paragraph(`恭喜您抢到红包 ${yuan(cents)} 元，已存入您的账户余额。`),
  }),
  rebate: (cents: number) => ({
    type: MAIL_TYPE.rebate,
    title: '返水到账通知',
    html: paragraph(`您已领取返水 ${yuan(cents)} 元，已存入您的账户余额。`),
  }),
  feedbackReplied: () => ({
    type: MAIL_TYPE.notice,
    title: '意见反馈已回复',
    html: paragraph('您提交的意见反馈已有回复，请前往会员中心 › 意见反馈查看。'),
  }),
};

/** The last four characters of a card number or address: enough for the member to know it, no more. */
const tail = (number: string) => `尾号${number.slice(-4)}`;

/**
 * The 站内信 of every security change (docs/security.md): what changed and when, in Beijing time, and
 * what to do when it was not the member. One place for all of these texts.
 */
const securityMail = (title: string, what: string, at: string) => ({
  type: MAIL_TYPE.notice,
  title,
  html:
    paragraph(`您的账户于 ${at}（北京时间）${what}。`) +
    paragraph('如非本人操作，请立即修改登录密码并联系在线客服。'),
});

export const securityMails = {
  loginPasswordChanged: (at: string) => securityMail('登录密码修改通知', '修改了登录密码', at),
  payPasswordChanged: (at: string) => securityMail('支付密码修改通知', '修改了支付密码', at),
  payPasswordReset: (at: string) =>
    securityMail(
      '支付密码重置通知',
      '由客服重置了支付密码，请在“修改支付密码”中以登录密码设置新的支付密码',
      at,
    ),
  bound: (usdt: boolean, number: string, at: string) =>
    securityMail(
      usdt ? 'USDT地址绑定通知' : '银行卡绑定通知',
      `绑定了${usdt ? 'USDT地址' : '银行卡'}（${tail(number)}）`,
      at,
    ),
  unbound: (usdt: boolean, number: string, at: string) =>
    securityMail(
      usdt ? 'USDT地址解绑通知' : '银行卡解绑通知',
      `解绑了${usdt ? 'USDT地址' : '银行卡'}（${tail(number)}）`,
      at,
    ),
};

export const sendEventMail = (
  db: Db,
  userId: number,
  mail: { type: MailType; title: string; html: string },
) => sendMail(db, userId, mail.type, mail.title, mail.html);
