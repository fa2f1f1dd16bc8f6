import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

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
  db
    .prepare<[string], UserRow>('SELECT u.* FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token = ?')
    .get(token);

export const findUserByName = (db: Db, username: string) =>
  db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?').get(username);

export const findUserById = (db: Db, id: number) =>
  db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);

/** Login rotates the token: every earlier session of the member ends. */
export function issueToken(db: Db, userId: number): string {
  const token = randomBytes(32).toString('hex');
  db.transaction(() => {
    db.prepare('DELETE FROM tokens WHERE user_id = ?').run(userId);
    db.prepare('INSERT INTO tokens (token, user_id) VALUES (?, ?)').run(token, userId);
  })();
  return token;
}

export const revokeToken = (db: Db, token: string) => db.prepare('DELETE FROM tokens WHERE token = ?').run(token);
