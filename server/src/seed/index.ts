import type { Db } from '../db/database';
import { seedCore } from './core';
import { seedDemoAgentTeam } from './demo-agent-team';
import { seedMoney } from './money';

/** Fills a freshly migrated database with the demo site: content first, then money and records. */
export function seedDatabase(db: Db) {
  db.transaction(() => {
    seedCore(db);
    seedMoney(db);
    seedDemoAgentTeam(
      db,
      db
        .prepare<[], { platname: string; name: string; rebate_bp: number }>(
          'SELECT platname, name, rebate_bp FROM venues ORDER BY sort',
        )
        .all(),
    );
  })();
}
