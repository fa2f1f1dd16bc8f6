import type { Db } from '../db/database';
import { seedCore } from './core';
import { seedMoney } from './money';

/** Fills a freshly migrated database with the demo site: content first, then money and records. */
export function seedDatabase(db: Db) {
  db.transaction(() => {
    seedCore(db);
    seedMoney(db);
  })();
}
