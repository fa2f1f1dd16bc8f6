import { beijingMs } from '../../../contract/beijing-time';
import type { Db } from '../db/database';
import { beijingMidnight, beijingNow, beijingOffset } from '../repositories/periods';
import { rebateFor } from '../repositories/bets';
import { drawCycle } from '../repositories/redpackets';
import { lastTurnoverCreditAt, wageringRequired } from '../repositories/turnover';
import { ledgerSum, MAIN_WALLET } from '../repositories/wallets';
import { DEMO_MEMBER } from './core';
import { cents, DAY, generator, HOUR } from './seed-helpers';

/** The demo member's wallets and history: enough rows that every records screen has several pages. */
export function seedDemoMember(
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
    const midnight = beijingMs(beijingMidnight(-days, now))!;
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
  insertBinding.run(userId, 2, 'USDT', null, 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'TRC20', at(40 * DAY));

  // Venue wallets with balances.
  const wallets: [string, number][] = [
    ['ag', 128850],
    ['saba', 52000],
    ['kx', 6660],
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
  // With the daily draw window (docs/product.md#constants-and-limits, default 10:00–12:00) only the deposits of the current
  // cycle earn draws: the last approved one (1,000 yuan, 2 draws) moves into that deposit period.
  const inCycle = drawDepositTime(db, now);
  for (const [days, paytype, yuan, state] of deposits) {
    const usual = dayAgo(days, days === 0 ? undefined : random.int(9, 22));
    const when = inCycle && days === 2 && state === 2 ? inCycle : usual;
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
  const transferVenues = ['ag', 'saba', 'kx', 'pg', 'obgdy', 'bg', 'avia', 'obgcp'].filter((p) =>
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
  const betVenues = ['ag', 'saba', 'kx', 'pg', 'obgdy', 'bg', 'avia', 'obgcp', 'hbb', 'dg'].filter((p) =>
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

  // The demo member has wagered its deposits' turnover: it can withdraw in the demo. What the
  // random bets above leave owed is made up by a few larger settled sports bets, placed after the
  // latest credit (a bet settled before a credit never pays for it).
  const lastCredit = lastTurnoverCreditAt(db, userId);
  const lastCreditMs = lastCredit ? beijingMs(lastCredit)! : now - DAY;
  let owed = wageringRequired(db, userId);
  for (let k = 0; owed > 0; k++) {
    const when = beijingOffset(Math.min(lastCreditMs + (k + 1) * 60_000, now) - now, now);
    const stake = Math.min(owed, cents(5000));
    const betId = number('B', when);
    insertBet.run(
      betId,
      userId,
      'saba',
      `SABA-${random.int(1001, 1099)}`,
      stake,
      Math.round(stake * 0.35),
      1,
      when,
    );
    insertRebate.run(
      userId,
      'saba',
      venueName.get('saba') ?? 'saba',
      betId,
      rebateFor(stake, rebateBp.get('saba') ?? 50),
      1,
      when,
      when,
    );
    owed = wageringRequired(db, userId);
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

/**
 * A time in the current draw cycle's deposit period, at most an hour before it ends (or before now,
 * when it is still running), never before it starts; null without a daily window ('always').
 */
function drawDepositTime(db: Db, now: number): string | null {
  const current = beijingNow(now);
  const cycle = drawCycle(db, current);
  if (!cycle) return null;
  const end = cycle.depositTo < current ? cycle.depositTo : current;
  const hourBefore = beijingOffset(-HOUR, beijingMs(end)!);
  return hourBefore > cycle.depositFrom ? hourBefore : cycle.depositFrom;
}
