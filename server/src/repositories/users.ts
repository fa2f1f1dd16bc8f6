import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { prepared } from './statements';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  pay_password_hash: string | null;
  realname: string;
  avatar: string | null;
  birthday: string | null;
  email: string | null;
  mobile: string | null;
  balance_cents: number;
  paysum_cents: number;
  vip: number;
  isagent: number;
  transferstatus: number;
  pid: string | null;
  created_at: string;
  /** An agent's referral code (NULL for members who never were agents). */
  invite_code: string | null;
  /** The member's rebate ceiling in basis points (NULL = the venues' rates). */
  fanshui_bp: number | null;
  /** An agent's commission rate in basis points (NULL = the default). */
  commission_bp: number | null;
  /** When a login or payment password that guarded money was last changed (epoch ms; NULL = never). */
  secret_changed_ms: number | null;
}

/** Tokens are random (256 bits): a plain sha256 is enough to keep a database leak from being a login. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const DEFAULT_TOKEN_IDLE_DAYS = 7;
/** Refresh `last_used_at` at most this often (balance polls every few seconds). */
const TOUCH_EVERY_MS = 60_000;

/** The member of a live token; an expired one is deleted and answers undefined. Use extends its life. */
export function findUserByToken(db: Db, token: string, idleMs: number) {
  const hash = hashToken(token);
  const row = prepared<UserRow & { token_last_used: number }>(
    db,
    'SELECT u.*, t.last_used_at AS token_last_used FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?',
  ).get(hash);
  if (!row) return undefined;
  const now = Date.now();
  if (now - row.token_last_used > idleMs) {
    prepared(db, 'DELETE FROM tokens WHERE token_hash = ?').run(hash);
    return undefined;
  }
  if (now - row.token_last_used > TOUCH_EVERY_MS)
    prepared(db, 'UPDATE tokens SET last_used_at = ? WHERE token_hash = ?').run(now, hash);
  const { token_last_used: _used, ...user } = row;
  return user as UserRow;
}

export const findUserByName = (db: Db, username: string) =>
  prepared<UserRow>(db, 'SELECT * FROM users WHERE username = ?').get(username);

export const findUserById = (db: Db, id: number) =>
  prepared<UserRow>(db, 'SELECT * FROM users WHERE id = ?').get(id);

/** Login rotates the token: every earlier session of the member ends. */
export function issueToken(db: Db, userId: number): string {
  const token = randomBytes(32).toString('hex');
  db.transaction(() => {
    prepared(db, 'DELETE FROM tokens WHERE user_id = ?').run(userId);
    prepared(db, 'INSERT INTO tokens (token_hash, user_id, last_used_at) VALUES (?, ?, ?)').run(
      hashToken(token),
      userId,
      Date.now(),
    );
  })();
  return token;
}

export const revokeToken = (db: Db, token: string) =>
  prepared(db, 'DELETE FROM tokens WHERE token_hash = ?').run(hashToken(token));

export interface NewUser {
  username: string;
  passwordHash: string;
  payPasswordHash: string;
  realname: string;
  pid: string | null;
}

/** New members start at the first VIP level (levels are 1-based, VIP1..VIP10). */
export const FIRST_VIP_LEVEL = 1;

/** Inserts a member at VIP1; null when the name is taken (names are unique, case-insensitive). */
export function createUser(db: Db, user: NewUser): number | null {
  const result = prepared(
    db,
    `INSERT INTO users (username, password_hash, pay_password_hash, realname, pid, vip)
       VALUES (?, ?, ?, ?, ?, ${FIRST_VIP_LEVEL}) ON CONFLICT(username) DO NOTHING`,
  ).run(user.username, user.passwordHash, user.payPasswordHash, user.realname, user.pid);
  return result.changes === 1 ? Number(result.lastInsertRowid) : null;
}

export const updateProfile = (
  db: Db,
  userId: number,
  profile: { email: string; mobile: string; birthday: string },
) =>
  prepared(db, 'UPDATE users SET email = ?, mobile = ?, birthday = ? WHERE id = ?').run(
    profile.email,
    profile.mobile,
    profile.birthday,
    userId,
  );

export const setAvatar = (db: Db, userId: number, avatar: string) =>
  prepared(db, 'UPDATE users SET avatar = ? WHERE id = ?').run(avatar, userId);

/** A new login password ends every session of the member, and starts the withdrawal hold. */
export function setPasswordHash(db: Db, userId: number, hash: string, now = Date.now()) {
  db.transaction(() => {
    prepared(db, 'UPDATE users SET password_hash = ?, secret_changed_ms = ? WHERE id = ?').run(
      hash,
      now,
      userId,
    );
    prepared(db, 'DELETE FROM tokens WHERE user_id = ?').run(userId);
  })();
}

/**
 * null clears it (an operator's reset): the member then sets a new one proving themselves by the
 * login password. Replacing one that was set, or clearing it, starts the withdrawal hold; a first
 * one does not (no second secret was there to protect; after a reset the hold already runs).
 */
export const setPayPasswordHash = (db: Db, userId: number, hash: string | null, now = Date.now()) =>
  prepared(
    db,
    `UPDATE users SET secret_changed_ms = CASE WHEN pay_password_hash IS NOT NULL OR ? IS NULL
       THEN ? ELSE secret_changed_ms END, pay_password_hash = ? WHERE id = ?`,
  ).run(hash, now, hash, userId);

/** Until when (epoch ms) a member's withdrawals are held after a password change; null when they are not. */
export function securityHoldUntil(
  user: Pick<UserRow, 'secret_changed_ms'>,
  holdMs: number,
  now = Date.now(),
) {
  if (holdMs <= 0 || user.secret_changed_ms === null) return null;
  const until = user.secret_changed_ms + holdMs;
  return until > now ? until : null;
}
