import type { Paginator } from '../../../contract/envelope';
import type { Db } from '../db/database';

export const DEFAULT_PAGE_SIZE = 10;

/**
 * Laravel-style paginator over one query. `sql` is the full SELECT without LIMIT/OFFSET;
 * the count is taken from the same query wrapped in a sub-select so filters cannot drift.
 */
export function paginate<Row>(
  db: Db,
  sql: string,
  params: readonly unknown[],
  page: number,
  pagesize: number = DEFAULT_PAGE_SIZE,
): Paginator<Row> {
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${sql})`).get(...params) as { n: number }).n;
  const offset = (page - 1) * pagesize;
  const data = db.prepare(`${sql} LIMIT ? OFFSET ?`).all(...params, pagesize, offset) as Row[];
  return pageOf(data, total, page, pagesize);
}

/** Builds the paginator fields for one page of rows already read. */
export function pageOf<Row>(data: Row[], total: number, page: number, pagesize: number): Paginator<Row> {
  return {
    current_page: page,
    data,
    last_page: Math.max(1, Math.ceil(total / pagesize)),
    per_page: pagesize,
    total,
    from: data.length > 0 ? (page - 1) * pagesize + 1 : null,
    to: data.length > 0 ? (page - 1) * pagesize + data.length : null,
  };
}
