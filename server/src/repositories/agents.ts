import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { eventMail, sendEventMail } from './mail';

export const hasPendingAgentApplication = (db: Db, userId: number): boolean =>
  db
    .prepare<[number], { one: number }>(
      'SELECT 1 AS one FROM agent_applications WHERE user_id = ? AND state = 1 LIMIT 1',
    )
    .get(userId) !== undefined;

/** The member's latest application (state 1 pending, 2 approved, 3 rejected), or none. */
export const latestAgentApplication = (db: Db, userId: number) =>
  db
    .prepare<[number], { state: number; created_at: string }>(
      'SELECT state, created_at FROM agent_applications WHERE user_id = ? ORDER BY id DESC LIMIT 1',
    )
    .get(userId);

/** The agent a referral code belongs to; codes are upper case, as newInviteCode makes them. */
export const findInviter = (db: Db, code: string) =>
  db
    .prepare<[string], { username: string; invite_code: string }>(
      'SELECT username, invite_code FROM users WHERE invite_code = ? AND isagent <> 0',
    )
    .get(code.trim().toUpperCase());

export const createAgentApplication = (db: Db, userId: number, mobile: string, applyInfo: string) =>
  db
    .prepare('INSERT INTO agent_applications (user_id, mobile, apply_info) VALUES (?, ?, ?)')
    .run(userId, mobile, applyInfo);

export interface AgentApplicationRow {
  id: number;
  user_id: number;
  username: string;
  mobile: string;
  apply_info: string;
  state: number;
  created_at: string;
}

/** Applications, newest first; `state` null = every state. */
export const listAgentApplications = (db: Db, state: number | null, limit: number) =>
  db
    .prepare<[number | null, number | null, number], AgentApplicationRow>(
      `SELECT a.id, a.user_id, u.username, a.mobile, a.apply_info, a.state, a.created_at
         FROM agent_applications a JOIN users u ON u.id = a.user_id
        WHERE (? IS NULL OR a.state = ?) ORDER BY a.id DESC LIMIT ?`,
    )
    .all(state, state, limit);

/** Letters and digits a referral code is made of (no 0/O, 1/I look-alikes). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInviteCode(db: Db): string {
  for (;;) {
    // A letter first and a digit last: the register form's code rule wants letters and digits only.
    let code = 'A';
    for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    code += String(randomInt(2, 10));
    if (!db.prepare('SELECT 1 FROM users WHERE invite_code = ?').get(code)) return code;
  }
}

/** Makes a member an agent: `isagent = 1` and a referral code of their own (kept if they had one). */
export function makeAgent(db: Db, userId: number): string {
  const current = db
    .prepare<[number], { invite_code: string | null }>('SELECT invite_code FROM users WHERE id = ?')
    .get(userId);
  const code = current?.invite_code ?? newInviteCode(db);
  db.prepare('UPDATE users SET isagent = 1, invite_code = ? WHERE id = ?').run(code, userId);
  return code;
}

const findApplication = (db: Db, id: number) =>
  db
    .prepare<[number], AgentApplicationRow>(
      `SELECT a.id, a.user_id, u.username, a.mobile, a.apply_info, a.state, a.created_at
         FROM agent_applications a JOIN users u ON u.id = a.user_id WHERE a.id = ?`,
    )
    .get(id);

export type ApprovalOutcome =
  | { ok: true; row: AgentApplicationRow; code: string }
  | { ok: false; reason: 'missing' | 'processed'; row?: AgentApplicationRow };

/** Approves a pending application: the application and the member change in one transaction. */
export function approveAgentApplication(db: Db, id: number): ApprovalOutcome {
  return db
    .transaction((): ApprovalOutcome => {
      const row = findApplication(db, id);
      if (!row) return { ok: false, reason: 'missing' };
      if (row.state !== 1) return { ok: false, reason: 'processed', row };
      db.prepare('UPDATE agent_applications SET state = 2 WHERE id = ?').run(id);
      const code = makeAgent(db, row.user_id);
      sendEventMail(db, row.user_id, eventMail.agentApproved(code));
      return { ok: true, row: { ...row, state: 2 }, code };
    })
    .immediate();
}

export type RejectionOutcome =
  | { ok: true; row: AgentApplicationRow }
  | { ok: false; reason: 'missing' | 'processed'; row?: AgentApplicationRow };

/** Refuses a pending application; the member's mail carries the operator's reason. */
export function rejectAgentApplication(db: Db, id: number, reason?: string): RejectionOutcome {
  return db
    .transaction((): RejectionOutcome => {
      const row = findApplication(db, id);
      if (!row) return { ok: false, reason: 'missing' };
      if (row.state !== 1) return { ok: false, reason: 'processed', row };
      db.prepare('UPDATE agent_applications SET state = 3 WHERE id = ?').run(id);
      sendEventMail(db, row.user_id, eventMail.agentRejected(reason));
      return { ok: true, row: { ...row, state: 3 } };
    })
    .immediate();
}
