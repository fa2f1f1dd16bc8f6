import { makeAgent } from '../repositories/agents';
import { findUserByToken } from '../repositories/users';
import { registerBody, testConfig, type TestApp } from './helper';

/** A registered member: token, id, name. */
export async function registeredMember(t: TestApp, pid?: string) {
  const body = registerBody(pid ? { pid } : {});
  const token = await t.registerMember(body);
  return { token, id: findUserByToken(t.db, token, testConfig().tokenIdleMs)!.id, name: body.name };
}

/**
 * agent A → B1 (direct member), B2 (direct sub-agent) → C1 (B2's member); S is a stranger.
 * Rows with hand-chosen amounts, mostly on 2026-11-01 and 2026-11-02 (Beijing).
 */
export async function agentTeam(t: TestApp) {
  const member = (pid?: string) => registeredMember(t, pid);
  const a = await member();
  const code = makeAgent(t.db, a.id);
  const b1 = await member(code);
  const b2 = await member(code);
  const subCode = makeAgent(t.db, b2.id);
  const c1 = await member(subCode);
  const s = await member();
  const deposit = t.db.prepare(
    "INSERT INTO deposits (deposit_no, user_id, paytype, amount_cents, state, created_at) VALUES (?, ?, 'bank', ?, ?, ?)",
  );
  let n = 0;
  const no = () => `X${++n}`;
  deposit.run(no(), b1.id, 10000, 2, '2026-11-01 10:00:00');
  deposit.run(no(), b1.id, 5000, 1, '2026-11-01 11:00:00'); // pending: not counted
  deposit.run(no(), b1.id, 3000, 2, '2026-11-03 00:00:00'); // the day after the range
  deposit.run(no(), c1.id, 30000, 2, '2026-11-02 23:59:59');
  deposit.run(no(), s.id, 99900, 2, '2026-11-01 10:00:00'); // stranger
  deposit.run(no(), a.id, 7700, 2, '2026-11-01 10:00:00'); // the agent is not their own team
  const withdrawal = t.db.prepare(
    "INSERT INTO withdrawals (withdraw_no, user_id, type, bank, bank_no, bank_owner, amount_cents, state, created_at) VALUES (?, ?, 1, 'b', '1', 'o', ?, ?, ?)",
  );
  withdrawal.run(no(), b1.id, 4000, 2, '2026-11-02 09:00:00');
  withdrawal.run(no(), b1.id, 1000, 1, '2026-11-02 09:30:00'); // pending: not counted
  const bet = t.db.prepare(
    "INSERT INTO bets (bet_id, user_id, platname, bet_amount_cents, win_loss_cents, status, created_at) VALUES (?, ?, 'ag', ?, ?, ?, ?)",
  );
  bet.run(no(), b1.id, 20000, -12000, 1, '2026-11-01 12:00:00');
  bet.run(no(), b1.id, 5000, 0, 2, '2026-11-01 12:10:00'); // unsettled: placed, not valid
  bet.run(no(), b1.id, 2000, 0, 0, '2026-11-01 12:20:00'); // void
  bet.run(no(), c1.id, 10000, 5000, 1, '2026-11-02 15:00:00');
  bet.run(no(), s.id, 80000, -80000, 1, '2026-11-02 15:00:00'); // stranger
  const rebate = t.db.prepare(
    "INSERT INTO rebates (user_id, platname, gamename, money_cents, state, created_at) VALUES (?, 'ag', 'AG真人', ?, 0, ?)",
  );
  rebate.run(b1.id, 160, '2026-11-01 12:00:00');
  rebate.run(c1.id, 80, '2026-11-02 15:00:00');
  t.db
    .prepare(
      'INSERT INTO redpacket_draws (user_id, deposit_cents, amount_cents, created_at) VALUES (?, 10000, 888, ?)',
    )
    .run(b1.id, '2026-11-01 10:05:00');
  return { a, code, b1, b2, c1, s };
}

/** The two Beijing days most of the team's rows fall on. */
export const TEAM_RANGE = { start: '2026-11-01', end: '2026-11-02' };
