import type { Db } from '../db/database';
import { paginateRows, type PageRequest } from './page-rows';
import { beijingNow } from './periods';
import { prepared } from './statements';

export interface SuggestionRow {
  id: number;
  user_id: number;
  type: number;
  content: string;
  img: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
}

export const createSuggestion = (db: Db, userId: number, type: number, content: string, img: string | null) =>
  Number(
    prepared(
      db,
      'INSERT INTO suggestions (user_id, type, content, img, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(userId, type, content, img, beijingNow()).lastInsertRowid,
  );

/** The member's own feedback, newest first. */
export const pageSuggestions = (db: Db, userId: number, page: PageRequest) =>
  paginateRows(
    db,
    {
      columns: 'id, type, content, img, reply, replied_at, created_at',
      source: 'FROM suggestions WHERE user_id = ?',
      order: 'created_at DESC, id DESC',
      params: [userId],
    },
    page,
    (row: Omit<SuggestionRow, 'user_id'>) => row,
  );

export type SuggestionListRow = SuggestionRow & { username: string };

/** Every member's feedback for the operator: unanswered first, then newest. */
export const listSuggestions = (db: Db, limit: number) =>
  prepared<SuggestionListRow>(
    db,
    `SELECT s.*, u.username FROM suggestions s JOIN users u ON u.id = s.user_id
      ORDER BY (s.reply IS NULL) DESC, s.created_at DESC, s.id DESC LIMIT ?`,
  ).all(limit);

export const findSuggestion = (db: Db, id: number) =>
  prepared<SuggestionRow>(db, 'SELECT * FROM suggestions WHERE id = ?').get(id);

/** Sets (or replaces) the operator's reply. */
export const replySuggestion = (db: Db, id: number, reply: string) =>
  prepared(db, 'UPDATE suggestions SET reply = ?, replied_at = ? WHERE id = ?').run(reply, beijingNow(), id)
    .changes === 1;
