import Database from 'better-sqlite3';
import { migrations } from './migrations';

export type Db = Database.Database;

/** Opens (creating if missing) the SQLite file in WAL mode and applies pending migrations. */
export function openDatabase(file: string): { db: Db; created: boolean } {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const version = db.pragma('user_version', { simple: true }) as number;
  const created = version === 0;
  migrate(db, version);
  return { db, created };
}

function migrate(db: Db, from: number) {
  for (let i = from; i < migrations.length; i++) {
    db.transaction(() => {
      db.exec(migrations[i]!);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
}
