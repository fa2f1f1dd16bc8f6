import { randomBytes } from 'node:crypto';
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
}

export const findUserByToken = (db: Db, token: string) =>
  prepared<UserRow>(db, 'SELECT u.* FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token = ?').get(
    token,
  );

export const findUserByName = (db: Db, username: string) =>
  prepared<UserRow>(db, 'SELECT * FROM users WHERE username = ?').get(username);

export const findUserById = (db: Db, id: number) =>
  prepared<UserRow>(db, 'SELECT * FROM users WHERE id = ?').get(id);

/** Login rotates the token: every earlier session of the member ends. */
export function issueToken(db: Db, userId: number): string {
  const token = randomBytes(32).toString('hex');
  db.transaction(() => {
    prepared(db, 'DELETE FROM tokens WHERE user_id = ?').run(userId);
    prepared(db, 'INSERT INTO tokens (token, user_id) VALUES (?, ?)').run(token, userId);
  })();
  return token;
}

export const revokeToken = (db: Db, token: string) =>
  prepared(db, 'DELETE FROM tokens WHERE token = ?').run(token);

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

/** A new login password ends every session of the member. */
export function setPasswordHash(db: Db, userId: number, hash: string) {
  db.transaction(() => {
    prepared(db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId);
    prepared(db, 'DELETE FROM tokens WHERE user_id = ?').run(userId);
  })();
}

export const setPayPasswordHash = (db: Db, userId: number, hash: string) =>
  prepared(db, 'UPDATE users SET pay_password_hash = ? WHERE id = ?').run(hash, userId);
