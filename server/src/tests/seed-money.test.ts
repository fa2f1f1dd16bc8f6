import { describe, expect, it } from 'vitest';
import { beijingOffset } from '../repositories/periods';
import { drawCycle, redPacketStatus } from '../repositories/redpackets';
import { getSetting } from '../repositories/settings';
import { usdtAddressProblem } from '../../../contract/usdt-rules';
import { freshAppPerTest, expectLedgerMatches } from '../testing/helper';

const t = freshAppPerTest();

const count = (sql: string, ...params: unknown[]) => (t.db.prepare(sql).get(...params) as { n: number }).n;

describe('seedMoney', () => {
  it('every seeded USDT address (receiving accounts, members’ bindings) passes the checksum a wallet checks', () => {
    const addresses = [
      ...(t.db
        .prepare("SELECT protocol AS network, bank_no AS address FROM receiving_accounts WHERE kind = 'usdt'")
        .all() as {
        network: string;
        address: string;
      }[]),
      ...(t.db
        .prepare('SELECT bank_owner AS network, bank_no AS address FROM bindings WHERE type = 2')
        .all() as {
        network: string;
        address: string;
      }[]),
    ];
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((a) => usdtAddressProblem(a.network, a.address) !== null)).toEqual([]);
  });

  it('has a venue wallet for every platform of the game list, incl. ag and obgdy', () => {
    const venues = (t.db.prepare('SELECT platname FROM venues').all() as { platname: string }[]).map(
      (v) => v.platname,
    );
    expect(venues).toEqual(expect.arrayContaining(['ag', 'obgdy']));
    const platforms = (
      t.db.prepare('SELECT DISTINCT platform_name FROM games').all() as { platform_name: string }[]
    ).map((g) => g.platform_name);
    expect(venues.sort()).toEqual([...new Set(platforms)].sort());
  });

  it('has banks, pay ways all on, ranges, receiving accounts and red-packet rules', () => {
    expect(count('SELECT COUNT(*) AS n FROM banks')).toBeGreaterThanOrEqual(10);
    expect(count('SELECT COUNT(*) AS n FROM pay_ways WHERE enabled = 1')).toBe(4);
    expect(count('SELECT COUNT(*) AS n FROM pay_ranges')).toBe(5);
    expect(count("SELECT COUNT(*) AS n FROM receiving_accounts WHERE kind = 'bank'")).toBeGreaterThan(0);
    expect(
      count("SELECT COUNT(*) AS n FROM receiving_accounts WHERE kind = 'usdt' AND protocol = 'TRC20'"),
    ).toBe(1);
    expect(
      count("SELECT COUNT(*) AS n FROM receiving_accounts WHERE kind = 'usdt' AND protocol = 'ERC20'"),
    ).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM redpacket_rules')).toBeGreaterThan(0);
  });

  it('gives the demo member history in every state, consistent with its deposit total and ledger', () => {
    const demo = t.db.prepare("SELECT id, paysum_cents FROM users WHERE username = 'demo888'").get() as {
      id: number;
      paysum_cents: number;
    };
    expect(count('SELECT COUNT(*) AS n FROM bets WHERE user_id = ?', demo.id)).toBeGreaterThanOrEqual(30);
    expect(
      count('SELECT COUNT(DISTINCT platname) AS n FROM bets WHERE user_id = ?', demo.id),
    ).toBeGreaterThan(3);
    for (const table of ['deposits', 'withdrawals']) {
      for (const state of [1, 2, 3])
        expect(
          count(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ? AND state = ?`, demo.id, state),
        ).toBeGreaterThan(0);
    }
    const approved = t.db
      .prepare('SELECT SUM(amount_cents) AS total FROM deposits WHERE user_id = ? AND state = 2')
      .get(demo.id) as { total: number };
    expect(approved.total).toBe(demo.paysum_cents);
    expect(
      count('SELECT COUNT(*) AS n FROM rebates WHERE user_id = ? AND state = 0', demo.id),
    ).toBeGreaterThan(0);
    expect(
      count('SELECT COUNT(*) AS n FROM rebates WHERE user_id = ? AND state = 1', demo.id),
    ).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) AS n FROM bindings WHERE user_id = ? AND type = 1', demo.id)).toBe(1);
    expect(
      count('SELECT COUNT(*) AS n FROM venue_wallets WHERE user_id = ? AND balance_cents > 0', demo.id),
    ).toBeGreaterThan(1);
    expect(expectLedgerMatches(t.db, demo.id)).toEqual([]);
  });

  it('gives the demo member draws in the daily window: its last approved deposit earns them', () => {
    expect(getSetting(t.db, 'redpacket_window')).toBe('10:00-12:00');
    const demoId = (t.db.prepare("SELECT id FROM users WHERE username = 'demo888'").get() as { id: number })
      .id;
    const last = (
      t.db
        .prepare('SELECT MAX(created_at) AS at FROM deposits WHERE user_id = ? AND state = 2')
        .get(demoId) as { at: string }
    ).at;
    // Recent (seeded within the last day), and in the deposit period of the cycle it belongs to.
    expect(last > beijingOffset(-25 * 3600_000)).toBe(true);
    const cycle = drawCycle(t.db, last)!;
    expect(cycle.depositFrom <= last && last < cycle.depositTo).toBe(true);
    // When that cycle's window opens the demo member has the 2 draws of 1,000 yuan, none taken.
    expect(redPacketStatus(t.db, demoId, cycle.windowFrom)).toMatchObject({
      depositCents: 100000,
      maxTimes: 2,
      taken: 0,
      remaining: 2,
    });
  });
});
