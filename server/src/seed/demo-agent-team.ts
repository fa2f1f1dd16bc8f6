import { hashSecretSync } from '../crypto';
import { beijingMs } from '../../../contract/beijing-time';
import type { Db } from '../db/database';
import { beijingMidnight, beijingOffset } from '../repositories/periods';
import { MAIN_WALLET } from '../repositories/wallets';
import { DEMO_MEMBER } from './core';
import { cents, generator, HOUR } from './seed-helpers';

/** demo888's referral code: the invitation link's `pid`. */
export const DEMO_INVITE_CODE = 'DEMO888';
/** Every seeded team member signs in with this password. */
export const DEMO_TEAM_PASSWORD = 'team8888';
export const DEMO_SUB_AGENT = { username: 'zhaolei88', invite_code: 'ZHAO88' };

/**
 * demo888's two-level team: three direct members and a sub-agent, who has two members of their own.
 * [username, realname, upline, main wallet yuan, rebate ceiling bp (null = venue rates)]
 */
const TEAM: [string, string, string, number, number | null][] = [
  ['wangwei01', '王伟', DEMO_MEMBER.username, 1250.5, null],
  ['liuyang02', '刘洋', DEMO_MEMBER.username, 320, 60],
  ['chenjing03', '陈静', DEMO_MEMBER.username, 0, null],
  [DEMO_SUB_AGENT.username, '赵磊', DEMO_MEMBER.username, 5000, 80],
  ['sunli05', '孙丽', DEMO_SUB_AGENT.username, 860, null],
  ['zhoujie06', '周杰', DEMO_SUB_AGENT.username, 150.25, 50],
];

const PAYTYPES = ['bank', 'usdt', 'wxpay', 'alipay'] as const;

/**
 * Makes demo888 an agent and gives the team four weeks of deposits, withdrawals, bets, rebates and
 * red packets (today included), so every agent screen has figures. Deterministic: the same rows on
 * every fresh database.
 */
export function seedDemoAgentTeam(
  db: Db,
  venues: { platname: string; name: string; rebate_bp: number }[],
  now = Date.now(),
) {
  const demo = db
    .prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?')
    .get(DEMO_MEMBER.username);
  if (!demo || venues.length === 0) return;
  db.prepare('UPDATE users SET isagent = 1, invite_code = ? WHERE id = ?').run(DEMO_INVITE_CODE, demo.id);

  const random = generator(33);
  const dayAgo = (days: number, hour: number) => {
    const midnight = beijingMs(beijingMidnight(-days, now))!;
    const ms = Math.max(
      midnight,
      Math.min(midnight + hour * HOUR + random.int(0, 3599) * 1000, now - 60_000),
    );
    return beijingOffset(ms - now, now);
  };
  let sequence = 0;
  const number = (prefix: string, when: string) =>
    `${prefix}${when.replace(/\D/g, '')}${String(++sequence).padStart(4, '7')}`;

  const password = hashSecretSync(DEMO_TEAM_PASSWORD);
  const pay = hashSecretSync('123456');
  const codes = new Map([
    [DEMO_MEMBER.username, DEMO_INVITE_CODE],
    [DEMO_SUB_AGENT.username, DEMO_SUB_AGENT.invite_code],
  ]);
  const insertUser = db.prepare(
    `INSERT INTO users (username, password_hash, pay_password_hash, realname, balance_cents, paysum_cents, vip, isagent, pid, invite_code, fanshui_bp, created_at)
     VALUES (?, ?, ?, ?, ?, 0, 1, ?, ?, ?, ?, ?)`,
  );
  const insertDeposit = db.prepare(
    `INSERT INTO deposits (deposit_no, user_id, paytype, amount_cents, state, created_at, reviewed_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertWithdrawal = db.prepare(
    `INSERT INTO withdrawals (withdraw_no, user_id, type, bank, bank_no, bank_owner, amount_cents, state, created_at, reviewed_at)
     VALUES (?, ?, 1, '中国银行', '6216610000000000', ?, ?, ?, ?, ?)`,
  );
  const insertTransfer = db.prepare(
    'INSERT INTO transfers (transfer_no, user_id, type, platname, amount_cents, state, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  );
  const insertBet = db.prepare(
    `INSERT INTO bets (bet_id, user_id, platname, game_code, bet_amount_cents, win_loss_cents, status, created_at) VALUES (?, ?, ?, NULL, ?, ?, ?, ?)`,
  );
  const insertRebate = db.prepare(
    'INSERT INTO rebates (user_id, platname, gamename, bet_id, money_cents, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertDraw = db.prepare(
    'INSERT INTO redpacket_draws (user_id, rule_id, deposit_cents, amount_cents, created_at, usetime) VALUES (?, NULL, ?, ?, ?, ?)',
  );
  const insertLedger = db.prepare(
    "INSERT INTO ledger (user_id, wallet, delta_cents, reason, ref, created_at) VALUES (?, ?, ?, 'opening', 'seed', ?)",
  );

  // The ceiling that applies to each member: their own and every upline's, the lowest (demo888 has none).
  const ceilings = new Map<string, number>([[DEMO_MEMBER.username, Infinity]]);
  TEAM.forEach(([username, realname, upline, balance, fanshui], index) => {
    const ceiling = Math.min(fanshui ?? Infinity, ceilings.get(upline) ?? Infinity);
    ceilings.set(username, ceiling);
    const joined = dayAgo(30 - index, 10);
    const isAgent = codes.has(username) ? 1 : 0;
    const id = Number(
      insertUser.run(
        username,
        password,
        pay,
        realname,
        cents(balance),
        isAgent,
        codes.get(upline)!,
        codes.get(username) ?? null,
        fanshui,
        joined,
      ).lastInsertRowid,
    );
    if (balance > 0) insertLedger.run(id, MAIN_WALLET, cents(balance), joined);

    let paysum = 0;
    for (let days = 27 - index; days >= 0; days -= 2 + (index % 3)) {
      // A deposit every few days, mostly approved; a withdrawal now and then; bets on most days.
      const when = dayAgo(days, 9 + (index % 4));
      const amount = cents(random.int(1, 40) * 50);
      const state = random.next() < 0.8 ? 2 : random.next() < 0.5 ? 1 : 3;
      if (state === 2) paysum += amount;
      insertDeposit.run(
        number('D', when),
        id,
        random.pick(PAYTYPES),
        amount,
        state,
        when,
        state === 1 ? null : when,
      );
      if (random.next() < 0.3) {
        const at = dayAgo(days, 20);
        const withdrawState = random.next() < 0.8 ? 2 : 1;
        insertWithdrawal.run(
          number('W', at),
          id,
          realname,
          cents(random.int(2, 20) * 50),
          withdrawState,
          at,
          withdrawState === 2 ? at : null,
        );
      }
      const venue = random.pick(venues);
      insertTransfer.run(
        number('T', when),
        id,
        3,
        venue.platname,
        cents(random.int(1, 10) * 100),
        dayAgo(days, 13),
      );
      for (let b = random.int(1, 3); b > 0; b--) {
        const at = dayAgo(days, 14 + b);
        const stake = cents(random.int(1, 60) * 10);
        const status = random.next() < 0.9 ? 1 : random.next() < 0.5 ? 2 : 0;
        const winLoss = status === 1 ? Math.floor((stake * random.int(0, 1900)) / 1000) - stake : 0;
        const betId = number('B', at);
        insertBet.run(betId, id, venue.platname, stake, winLoss, status, at);
        const rebate = status === 1 ? Math.floor((stake * Math.min(venue.rebate_bp, ceiling)) / 10_000) : 0;
        if (rebate > 0) {
          const claimed = days > 2;
          insertRebate.run(
            id,
            venue.platname,
            venue.name,
            betId,
            rebate,
            claimed ? 1 : 0,
            at,
            claimed ? dayAgo(Math.max(0, days - 1), 11) : null,
          );
        }
      }
      if (state === 2 && amount >= cents(1000))
        insertDraw.run(id, amount, cents(random.int(100, 1888) / 100), dayAgo(days, 11), dayAgo(days, 11));
    }
    db.prepare('UPDATE users SET paysum_cents = ? WHERE id = ?').run(paysum, id);
  });
}
