import type { Db } from '../db/database';
import { beijingMidnight } from '../repositories/periods';
import { listRules, overlappingBands } from '../repositories/redpackets';
import catalog from './catalog.json';
import { art, DEMO_MEMBER } from './core';
import { seedDemoMember } from './demo-member-money';
import { cents } from './seed-helpers';

/** Rebate rate per game category, in basis points of the stake. */
const REBATE_BP: Record<string, number> = {
  sport: 80,
  realbet: 60,
  gaming: 70,
  joker: 65,
  concise: 90,
  lottery: 50,
};

/** [type, min yuan, max yuan] */
const PAY_RANGES: [string, number, number][] = [
  ['bank', 100, 50000],
  ['wechat', 100, 5000],
  ['alipay', 100, 5000],
  ['usdt-erc20', 500, 100000],
  ['usdt-trc20', 100, 100000],
];

const RECEIVING = [
  [
    'bank',
    '中国工商银行',
    '6222 0210 0112 3456 789',
    '深圳星辰科技有限公司',
    '深圳市福田区深南大道支行',
    null,
  ],
  ['bank', '招商银行', '6214 8378 0012 5566', '深圳星辰科技有限公司', '深圳市南山区科技园支行', null],
  ['bank', '中国建设银行', '6217 0031 2000 8899 001', '王小明', '广州市天河区体育西路支行', null],
  ['usdt', 'USDT', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRC20', null, 'TRC20'],
  ['usdt', 'USDT', '0x8fA3B2c4D5e6F708192a3B4c5D6E7f8091a2B3c4', 'ERC20', null, 'ERC20'],
] as const;

/**
 * Red-packet bands: [cumulative deposit from yuan, to yuan, draws, min yuan, max yuan]. Bands never
 * overlap (checked when seeding); a deposit above the top band keeps the top band's draws.
 */
const TIERS: [number, number, number, number, number][] = [
  [100, 999.99, 1, 1, 8.88],
  [1000, 4999.99, 2, 2, 18.88],
  [5000, 9999.99, 3, 5, 28.88],
  [10000, 49999.99, 5, 8, 58.88],
  [50000, 9999999.99, 8, 18, 188.88],
];

/** Venues (from the game catalog), banks, pay ways and ranges, receiving accounts, red-packet rules, and
 * the demo member's wallets and history: enough rows that every records screen has several pages. */
export function seedMoney(db: Db, now = Date.now()) {
  const venues: { platname: string; name: string; category: string }[] = [];
  const insertVenue = db.prepare(
    'INSERT OR IGNORE INTO venues (platname, name, sort, rebate_bp) VALUES (?, ?, ?, ?)',
  );
  for (const category of catalog.categories) {
    for (const venue of category.venues) {
      if (venues.some((v) => v.platname === venue.platform)) continue;
      insertVenue.run(venue.platform, venue.name, venues.length, REBATE_BP[category.id] ?? 50);
      venues.push({ platname: venue.platform, name: venue.name, category: category.id });
    }
  }

  const insertBank = db.prepare('INSERT OR IGNORE INTO banks (bank_name, sort, ico) VALUES (?, ?, ?)');
  catalog.banks.forEach((bank, i) => insertBank.run(bank.name, i, art.bank(bank.code)));

  const insertWay = db.prepare('INSERT OR IGNORE INTO pay_ways (way, enabled) VALUES (?, 1)');
  for (const way of ['card', 'usdt', 'wechat', 'alipay']) insertWay.run(way);
  const insertRange = db.prepare(
    'INSERT OR IGNORE INTO pay_ranges (type, min_cents, max_cents) VALUES (?, ?, ?)',
  );
  for (const [type, min, max] of PAY_RANGES) insertRange.run(type, cents(min), cents(max));

  const insertAccount = db.prepare(
    'INSERT INTO receiving_accounts (kind, bank_name, bank_no, bank_owner, bank_address, protocol) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const account of RECEIVING) insertAccount.run(...account);
  const insertWallet = db.prepare(
    'INSERT INTO pay_wallets (kind, mch_id, content, payimg) VALUES (?, ?, ?, ?)',
  );
  for (const wallet of catalog.payWallets)
    insertWallet.run(wallet.kind, wallet.account, wallet.holder, art.payQr(wallet.kind));

  // One running activity: from 30 days ago for a year.
  const ruleStart = beijingMidnight(-30, now);
  const ruleEnd = beijingMidnight(365, now);
  const insertRule = db.prepare(
    `INSERT INTO redpacket_rules (start_time, end_time, recharge_cents, deposit_to_cents, times, flow_money_cents, min_cents, max_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ruleIds = TIERS.map(([from, to, times, min, max]) =>
    Number(
      insertRule.run(ruleStart, ruleEnd, cents(from), cents(to), times, cents(from), cents(min), cents(max))
        .lastInsertRowid,
    ),
  );
  const overlaps = overlappingBands(listRules(db));
  if (overlaps.length > 0)
    throw new Error(`red-packet bands overlap: rules ${overlaps.map((pair) => pair.join('/')).join(', ')}`);

  const demo = db
    .prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?')
    .get(DEMO_MEMBER.username);
  if (demo) seedDemoMember(db, demo.id, venues, ruleIds, now);
}
