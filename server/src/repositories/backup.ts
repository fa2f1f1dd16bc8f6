import type { Db } from '../db/database';

/**
 * A consistent copy of the whole database in `file` while the server keeps writing: VACUUM INTO
 * reads one snapshot (a read transaction, WAL included) and writes a compact database that needs
 * no -wal file beside it. `file` must not exist.
 */
export function copyDatabaseInto(db: Db, file: string): void {
  db.prepare('VACUUM INTO ?').run(file);
}
