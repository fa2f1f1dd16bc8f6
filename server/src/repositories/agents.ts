import type { Db } from '../db/database';

export const hasPendingAgentApplication = (db: Db, userId: number): boolean =>
  db.prepare<[number], { one: number }>('SELECT 1 AS one FROM agent_applications WHERE user_id = ? AND state = 1 LIMIT 1').get(userId) !==
  undefined;

export const createAgentApplication = (db: Db, userId: number, mobile: string, applyInfo: string) =>
  db.prepare('INSERT INTO agent_applications (user_id, mobile, apply_info) VALUES (?, ?, ?)').run(userId, mobile, applyInfo);
