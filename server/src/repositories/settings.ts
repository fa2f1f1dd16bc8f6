import type { Db } from '../db/database';

export const getSetting = (db: Db, key: string): string | undefined =>
  db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').get(key)?.value;

export const getSettings = (db: Db): Record<string, string> =>
  Object.fromEntries(
    db
      .prepare<[], { key: string; value: string }>('SELECT key, value FROM settings')
      .all()
      .map((row) => [row.key, row.value]),
  );

export const setSetting = (db: Db, key: string, value: string) =>
  db
    .prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    )
    .run(key, value);
