import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';

const cache = new WeakMap<Db, Map<string, Statement<unknown[], unknown>>>();

/**
 * A prepared statement compiled once per database connection. Preparing costs far more than running
 * a simple query, and the money routes run the same few statements on every request.
 */
export function prepared<R = unknown>(db: Db, sql: string): Statement<unknown[], R> {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare<unknown[], unknown>(sql);
    statements.set(sql, statement);
  }
  return statement as Statement<unknown[], R>;
}
