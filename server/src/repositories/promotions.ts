import type { Db } from '../db/database';
import { paginate } from './paginate';

export interface ActivityRow {
  id: number;
  type: number;
  title: string;
  banner: string | null;
  content: string;
  memo: string;
}

const ACTIVITY_COLUMNS = 'id, type_id AS type, title, banner, content, memo';

export const listActivityTypes = (db: Db) =>
  db.prepare<[], { id: number; name: string }>('SELECT id, name FROM activity_types ORDER BY sort, id').all();

export const pageActivities = (db: Db, type: number | undefined, page: number, pagesize: number) =>
  type
    ? paginate<ActivityRow>(
        db,
        `SELECT ${ACTIVITY_COLUMNS} FROM activities WHERE state = 1 AND type_id = ? ORDER BY sort, id`,
        [type],
        page,
        pagesize,
      )
    : paginate<ActivityRow>(
        db,
        `SELECT ${ACTIVITY_COLUMNS} FROM activities WHERE state = 1 ORDER BY sort, id`,
        [],
        page,
        pagesize,
      );

export const findActivity = (db: Db, id: number) =>
  db
    .prepare<[number], ActivityRow>(`SELECT ${ACTIVITY_COLUMNS} FROM activities WHERE id = ? AND state = 1`)
    .get(id);

/** Inserts the sign-up; false when the member already signed up for this promotion. */
export const applyActivity = (db: Db, userId: number, activityId: number): boolean =>
  db
    .prepare('INSERT OR IGNORE INTO activity_applications (user_id, activity_id) VALUES (?, ?)')
    .run(userId, activityId).changes === 1;

export const pageApplications = (db: Db, userId: number, page: number, pagesize?: number) =>
  paginate<{ activity_name: string; created_at: string; state: number }>(
    db,
    `SELECT a.title AS activity_name, p.created_at, p.state
       FROM activity_applications p JOIN activities a ON a.id = p.activity_id
      WHERE p.user_id = ? ORDER BY p.created_at DESC, p.id DESC`,
    [userId],
    page,
    pagesize,
  );
