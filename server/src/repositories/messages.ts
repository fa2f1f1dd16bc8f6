import type { Db } from '../db/database';
import { paginate } from './paginate';

/**
 * Inbox of one member: global messages plus the member's own, newest first. Two reads of the
 * (user_id, created_at) index merged in order, rather than `user_id IS NULL OR user_id = ?`, which
 * SQLite answers by sorting every message of the member for each page asked.
 */
export const pageMessages = (db: Db, userId: number, page: number, pagesize?: number) =>
  paginate<{ title: string; content: string; created_at: string }>(
    db,
    `SELECT title, content, created_at FROM (
       SELECT id, title, content, created_at FROM messages WHERE user_id IS NULL
       UNION ALL
       SELECT id, title, content, created_at FROM messages WHERE user_id = ?
       ORDER BY created_at DESC, id DESC
     )`,
    [userId],
    page,
    pagesize,
  );
