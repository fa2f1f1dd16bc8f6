import type { Db } from '../db/database';
import { beijingMidnight, beijingOffset } from '../repositories/periods';
import { ledgerSum, MAIN_WALLET } from '../repositories/wallets';
import catalog from './catalog.json';
import { DEMO_MEMBER } from './core';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Rebate rate per game category, in basis points of the stake. */
const REBATE_BP: Record<string, number> = {
  sport: 80,
  realbet: 60,
  gaming: 70,
  joker: 65,
  concise: 90,
  lottery: 50,
};

const BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '交通银行',
  '招商银行',
  '中国邮政储蓄银行',
  '中信银行',
  '浦发银行',
  '兴业银行',
  '民生银行',
  '光大银行',
  '平安银行',
  '华夏银行',
];

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
  ['usdt', 'USDT', '0x8fA3b2C4d5E6f708192a3B4c5D6e7F8091a2B3c4', 'ERC20', null, 'ERC20'],
] as const;

/** Red-packet tiers: [cumulative deposit yuan, draws, min yuan, max yuan]. */
const TIERS: [number, number, number, number][] = [
  [100, 1, 1, 8.88],
  [1000, 2, 2, 18.88],
  [5000, 3, 5, 28.88],
  [10000, 5, 8, 58.88],
  [50000, 8, 18, 188.88],
];

const cents = (yuan: number) => Math.round(yuan * 100);

/** A small deterministic generator so the demo data is the same on every fresh database. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

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

  const insertBank = db.prepare('INSERT OR IGNORE INTO banks (bank_name, sort) VALUES (?, ?)');
  BANKS.forEach((name, i) => insertBank.run(name, i));

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

  // One running activity: from 30 days ago for a year.
  const ruleStart = beijingMidnight(-30, now);
  const ruleEnd = beijingMidnight(365, now);
  const insertRule = db.prepare(
    `INSERT INTO redpacket_rules (start_time, end_time, recharge_cents, times, flow_money_cents, min_cents, max_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const ruleIds = TIERS.map(([recharge, times, min, max]) =>
    Number(
      insertRule.run(ruleStart, ruleEnd, cents(recharge), times, cents(recharge), cents(min), cents(max))
        .lastInsertRowid,
    ),
  );

  const demo = db
    .prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?')
    .get(DEMO_MEMBER.username);
  if (demo) seedDemoMember(db, demo.id, venues, ruleIds, now);
}

function seedDemoMember(
  db: Db,
  userId: number,
  venues: { platname: string; name: string }[],
  ruleIds: number[],
  now: number,
) {
  const random = generator(888);
  const at = (msAgo: number) => beijingOffset(-msAgo, now);
  /** A time on the Beijing calendar day `days` ago (at `hour` if given), never in the future. */
  const dayAgo = (days: number, hour?: number) => {
    const midnight = Date.parse(beijingMidnight(-days, now).replace(' ', 'T') + '+08:00');
    const latest = Math.min(midnight + DAY, now) - 60_000;
    const ms =
      hour === undefined
        ? midnight + Math.floor(random.next() * Math.max(0, latest - midnight))
        : Math.min(midnight + hour * HOUR + random.int(0, 3599) * 1000, latest);
    return beijingOffset(Math.max(ms, midnight) - now, now);
  };
  let sequence = 0;
  const number = (prefix: string, when: string) =>
    `${prefix}${when.replace(/\D/g, '')}${String(100 + ++sequence).padStart(6, '8')}`;

  // Bindings: one bank card (withdrawals go there) and one USDT address.
  const insertBinding = db.prepare(
    'INSERT INTO bindings (user_id, type, bank, bank_address, bank_no, bank_owner, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const cardId = Number(
    insertBinding.run(
      userId,
      1,
      '招商银行',
      '深圳市南山区科技园支行',
      '6214830012345678',
      DEMO_MEMBER.realname,
      at(50 * DAY),
    ).lastInsertRowid,
  );
  insertBinding.run(userId, 2, 'USDT', null, 'TXyZ8kq3mWv7Pp2Lr5Nn6Bb9Cc4Dd1Ee7F', 'TRC20', at(40 * DAY));

  // Venue wallets with balances.
  const wallets: [string, number][] = [
    ['ag', 128850],
    ['ibc', 52000],
    ['ky', 6660],
    ['pg', 30000],
    ['obgdy', 18888],
  ];
  const insertWallet = db.prepare(
    'INSERT OR REPLACE INTO venue_wallets (user_id, platname, balance_cents) VALUES (?, ?, ?)',
  );
  for (const [platname, balance] of wallets)
    if (venues.some((v) => v.platname === platname)) insertWallet.run(userId, platname, balance);

  // Deposits: the approved ones add up to the seeded deposit total (paysum 15,200 yuan).
  const insertDeposit = db.prepare(
    `INSERT INTO deposits (deposit_no, user_id, paytype, amount_cents, bank, bank_address, bank_no, bank_owner, catepay, state, created_at, reviewed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const deposits: [number, string, number, number][] = [
    // [days ago, paytype, yuan, state]
    [28, 'bank', 500, 2],
    [25, 'usdt', 1000, 2],
    [21, 'bank', 2000, 2],
    [18, 'alipay', 300, 3],
    [15, 'bank', 3000, 2],
    [12, 'wxpay', 1200, 2],
    [9, 'usdt', 800, 2],
    [7, 'bank', 5000, 3],
    [5, 'bank', 2500, 2],
    [3, 'usdt', 3200, 2],
    [2, 'alipay', 1000, 2],
    [1, 'bank', 199, 1],
    [0, 'usdt', 999, 1],
    [0, 'bank', 2199, 1],
  ];
  for (const [days, paytype, yuan, state] of deposits) {
    const when = dayAgo(days, days === 0 ? undefined : random.int(9, 22));
    const isBank = paytype === 'bank';
    insertDeposit.run(
      number('D', when),
      userId,
      paytype,
      cents(yuan),
      isBank ? '招商银行' : null,
      isBank ? '深圳市南山区科技园支行' : null,
      isBank ? '6214830012345678' : null,
      isBank ? DEMO_MEMBER.realname : null,
      paytype === 'usdt' ? 'TRC20' : null,
      state,
      when,
      state === 1 ? null : when,
    );
  }

  // Withdrawals in every state.
  const insertWithdrawal = db.prepare(
    `INSERT INTO withdrawals (withdraw_no, user_id, binding_id, type, bank, bank_no, bank_owner, amount_cents, state, created_at, reviewed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const withdrawals: [number, number, number][] = [
    [27, 300, 2],
    [24, 1000, 2],
    [20, 500, 3],
    [17, 800, 2],
    [14, 2000, 2],
    [11, 150, 3],
    [8, 600, 2],
    [6, 1200, 2],
    [4, 100, 3],
    [2, 900, 2],
    [1, 350, 1],
    [0, 200, 1],
  ];
  for (const [days, yuan, state] of withdrawals) {
    const when = dayAgo(days, days === 0 ? undefined : random.int(9, 22));
    insertWithdrawal.run(
      number('W', when),
      userId,
      cardId,
      1,
      '招商银行',
      '6214830012345678',
      DEMO_MEMBER.realname,
      cents(yuan),
      state,
      when,
      state === 1 ? null : when,
    );
  }

  // Transfers in and out of several venues.
  const transferVenues = ['ag', 'ibc', 'ky', 'pg', 'obgdy', 'bg', 'avia', 'tcg'].filter((p) =>
    venues.some((v) => v.platname === p),
  );
  const insertTransfer = db.prepare(
    'INSERT INTO transfers (transfer_no, user_id, type, platname, amount_cents, state, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  );
  for (let i = 0; i < 28; i++) {
    const days = i < 4 ? 0 : random.int(1, 29);
    const when = dayAgo(days);
    insertTransfer.run(
      number('T', when),
      userId,
      i % 2 === 0 ? 3 : 4,
      random.pick(transferVenues),
      cents(random.pick([100, 200, 500, 888, 1000, 50])),
      when,
    );
  }

  // Bets across venues and dates (a dozen today, several yesterday, the rest this month), each
  // settled bet with its rebate: older ones claimed, recent ones waiting to be claimed.
  const venueName = new Map(venues.map((v) => [v.platname, v.name]));
  const betVenues = ['ag', 'ibc', 'ky', 'pg', 'obgdy', 'bg', 'avia', 'tcg', 'hg', 'dg'].filter((p) =>
    venueName.has(p),
  );
  const rebateBp = new Map(
    (
      db.prepare('SELECT platname, rebate_bp FROM venues').all() as { platname: string; rebate_bp: number }[]
    ).map((r) => [r.platname, r.rebate_bp]),
  );
  const insertBet = db.prepare(
    `INSERT INTO bets (bet_id, user_id, platname, game_code, bet_amount_cents, win_loss_cents, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRebate = db.prepare(
    'INSERT INTO rebates (user_id, platname, gamename, bet_id, money_cents, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < 64; i++) {
    const days = i < 14 ? 0 : i < 26 ? 1 : random.int(2, 29);
    const when = dayAgo(days);
    const platname = random.pick(betVenues);
    const stake = cents(random.pick([10, 20, 50, 100, 200, 500, 1000, 88, 168]));
    const status = i % 11 === 5 ? 0 : i % 9 === 4 ? 2 : 1;
    const winLoss = status === 1 ? Math.round(stake * (random.next() * 1.9 - 1)) : 0;
    const betId = number('B', when);
    insertBet.run(
      betId,
      userId,
      platname,
      `${platname.toUpperCase()}-${random.int(1001, 1099)}`,
      stake,
      winLoss,
      status,
      when,
    );
    if (status !== 1) continue;
    const rebate = Math.floor((stake * (rebateBp.get(platname) ?? 50)) / 10_000);
    if (rebate <= 0) continue;
    const claimed = days >= 3;
    insertRebate.run(
      userId,
      platname,
      venueName.get(platname)!,
      betId,
      rebate,
      claimed ? 1 : 0,
      when,
      claimed ? dayAgo(Math.max(0, days - 1), 10) : null,
    );
  }

  // Red-packet draws: a few in the running activity (they count as taken), older ones from earlier activities.
  const insertDraw = db.prepare(
    'INSERT INTO redpacket_draws (user_id, rule_id, deposit_cents, amount_cents, created_at, usetime) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const running = [ruleIds[3], ruleIds[2], ruleIds[3]];
  running.forEach((ruleId, i) => {
    const when = dayAgo(2 + i * 4, 10);
    insertDraw.run(userId, ruleId ?? null, cents(10700), random.int(800, 5888), when, when);
  });
  for (let i = 0; i < 10; i++) {
    const when = dayAgo(31 + i * 3, 11);
    insertDraw.run(userId, null, cents(random.pick([1000, 5000, 12000])), random.int(100, 1888), when, when);
  }

  // The seeded balances predate the ledger: one opening row per wallet keeps ledger = balance.
  const insertLedger = db.prepare(
    "INSERT INTO ledger (user_id, wallet, delta_cents, reason, ref, created_at) VALUES (?, ?, ?, 'opening', 'seed', ?)",
  );
  const balances: [string, number][] = [
    [
      MAIN_WALLET,
      (db.prepare('SELECT balance_cents FROM users WHERE id = ?').get(userId) as { balance_cents: number })
        .balance_cents,
    ],
    ...(
      db.prepare('SELECT platname, balance_cents FROM venue_wallets WHERE user_id = ?').all(userId) as {
        platname: string;
        balance_cents: number;
      }[]
    ).map((w): [string, number] => [w.platname, w.balance_cents]),
  ];
  for (const [wallet, balance] of balances) {
    const missing = balance - ledgerSum(db, userId, wallet);
    if (missing !== 0) insertLedger.run(userId, wallet, missing, at(60 * DAY));
  }
}
