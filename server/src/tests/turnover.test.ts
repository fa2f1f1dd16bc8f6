import { describe, expect, it } from 'vitest';
import { turnoverOwedMessage } from '../../../contract/money-limits';
import { runOperator } from '../cli';
import { makeAgent } from '../repositories/agents';
import { approveDeposit } from '../repositories/deposits';
import { beijingOffset } from '../repositories/periods';
import { setSetting } from '../repositories/settings';
import { findUserByName } from '../repositories/users';
import {
  balanceCents,
  bindTestCard,
  fundedMember,
  freshAppPerTest,
  PAY_PASSWORD,
  registerBody,
  settledBet,
} from '../testing/helper';

/**
 * Turnover (打码量) as a running requirement: each credit adds its turnover when it arrives, each bet
 * settled after it pays it down, and money moved to another account never takes its turnover along.
 */
const t = freshAppPerTest();

const owed = async (token: string) => (await t.post('getBetAmount', {}, token)).data.bet_amount as string;
const withdraw = (token: string, bank: number, amount = 100, password = PAY_PASSWORD) =>
  t.post('withdraw', { amount, bank, password }, token);

/** A bank deposit of `yuan` filed by the member and approved by the operator. */
async function approvedDeposit(token: string, yuan: number) {
  const order = await t.post(
    'recharge',
    {
      paytype: 'bank',
      amount: yuan,
      bank: '中国银行',
      bank_address: '北京',
      bank_no: '6217000000000009',
      bank_owner: '李四',
    },
    token,
  );
  expect(order.code).toBe(200);
  expect(approveDeposit(t.db, order.message).ok).toBe(true);
}

/** A settled bet placed through the demo venue: from the main wallet into AG, then the bet. */
async function demoBet(token: string, yuan: number) {
  expect(
    (await t.post('transfer', { amount: yuan, sourcetype: 'userbalance', targettype: 'ag' }, token)).code,
  ).toBe(200);
  const answer = await t.request('/demo-api/bet', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ plat: 'ag', amount: yuan }),
  });
  expect(((await answer.json()) as { code: number }).code).toBe(200);
}

describe('代充 cannot wash a deposit past its turnover', () => {
  it('agent deposits 2000, 代充s 1000 to a downline it just opened: the downline owes 1000 and its withdrawal is refused; the agent still owes 2000', async () => {
    const agent = await fundedMember(t);
    makeAgent(t.db, agent.userId);
    await approvedDeposit(agent.token, 2000);
    expect(await owed(agent.token)).toBe('2000.00');

    const downline = registerBody();
    expect(
      await t.post(
        'agent/add-member',
        { username: downline.name, password: downline.password, realname: '李四' },
        agent.token,
      ),
    ).toMatchObject({ code: 200 });
    const downlineId = findUserByName(t.db, downline.name)!.id;
    expect((await t.post('agent/recharge', { user_id: downlineId, amount: '1000' }, agent.token)).code).toBe(
      200,
    );

    // The agent moved money out, it did not bet: what it owes stays.
    expect(await owed(agent.token)).toBe('2000.00');

    const token = await t.login(downline.name, downline.password);
    expect(
      (
        await t.post(
          'editPayPassword',
          { password: downline.password, paypassword: PAY_PASSWORD, newpasword: PAY_PASSWORD },
          token,
        )
      ).code,
    ).toBe(200);
    const card = await bindTestCard(t, token);
    expect(await owed(token)).toBe('1000.00');
    expect(await withdraw(token, card, 1000)).toMatchObject({
      code: 1,
      message: turnoverOwedMessage('1000.00'),
    });
    expect(balanceCents(t.db, downlineId)).toBe(1000_00);

    // The screen is told why: the agent's recharge and the turnover it added.
    const detail = (await t.post('getBetAmount', {}, token)).data.turnover;
    expect(detail).toMatchObject({
      multiple: 1,
      done: '0.00',
      credits: [{ kind: 'agent_recharge', amount: '1000.00', required: '1000.00' }],
    });
  });

  it('bets the downline settles after the recharge pay it down; then it may withdraw', async () => {
    const agent = await fundedMember(t, 1000);
    const code = makeAgent(t.db, agent.userId);
    // 200 of the member's own (credited by hand, no turnover) stays in the main wallet to withdraw.
    const member = await fundedMember(t, 200, { pid: code });
    expect(
      (await t.post('agent/recharge', { user_id: member.userId, amount: '500' }, agent.token)).code,
    ).toBe(200);
    const card = await bindTestCard(t, member.token);
    await demoBet(member.token, 300);
    expect(await owed(member.token)).toBe('200.00');
    await demoBet(member.token, 200);
    expect(await owed(member.token)).toBe('0.00');
    expect((await withdraw(member.token, card)).code).toBe(200);
  });
});

describe('the running requirement', () => {
  it('a member with old bets who deposits cannot withdraw at once', async () => {
    const member = await fundedMember(t);
    const daysAgo = (days: number) => beijingOffset(-days * 86_400_000);
    t.db
      .prepare(
        "INSERT INTO deposits (deposit_no, user_id, paytype, amount_cents, state, created_at, reviewed_at) VALUES ('T0', ?, 'bank', 10000, 2, ?, ?)",
      )
      .run(member.userId, daysAgo(90), daysAgo(90));
    // Months of betting after the first deposit and before the next pay nothing of the next.
    settledBet(t.db, member.userId, 50_000, daysAgo(60));
    expect(await owed(member.token)).toBe('0.00');
    await approvedDeposit(member.token, 800);
    const card = await bindTestCard(t, member.token);
    expect(await owed(member.token)).toBe('800.00');
    expect(await withdraw(member.token, card)).toMatchObject({
      code: 1,
      message: turnoverOwedMessage('800.00'),
    });
  });

  it('never goes below zero: bets beyond what was owed do not pay for a later credit', async () => {
    const member = await fundedMember(t);
    t.db
      .prepare(
        "INSERT INTO deposits (deposit_no, user_id, paytype, amount_cents, state, created_at, reviewed_at) VALUES ('T1', ?, 'bank', 10000, 2, ?, ?)",
      )
      .run(member.userId, '2026-01-01 10:00:00', '2026-01-01 10:00:00');
    settledBet(t.db, member.userId, 5000, '2026-01-02 10:00:00'); // 4,900 more than owed
    t.db
      .prepare(
        'INSERT INTO redpacket_draws (user_id, rule_id, deposit_cents, amount_cents, created_at, usetime) VALUES (?, NULL, 0, 3000, ?, ?)',
      )
      .run(member.userId, '2026-01-03 10:00:00', '2026-01-03 10:00:00');
    expect(await owed(member.token)).toBe('30.00');
    settledBet(t.db, member.userId, 10, '2026-01-04 10:00:00');
    expect(await owed(member.token)).toBe('20.00');
    expect((await t.post('getBetAmount', {}, member.token)).data.turnover).toMatchObject({
      done: '10.00',
      credits: [{ kind: 'redpacket', amount: '30.00', required: '30.00', created_at: '2026-01-03 10:00:00' }],
    });
  });

  it("a deposit's turnover starts when the operator approves it, not when the order was filed", async () => {
    const member = await fundedMember(t);
    t.db
      .prepare(
        "INSERT INTO deposits (deposit_no, user_id, paytype, amount_cents, state, created_at, reviewed_at) VALUES ('T2', ?, 'bank', 10000, 2, ?, ?)",
      )
      .run(member.userId, '2026-01-01 10:00:00', '2026-01-05 10:00:00');
    settledBet(t.db, member.userId, 100, '2026-01-03 10:00:00'); // between filing and approval
    expect(await owed(member.token)).toBe('100.00');
  });

  it('a red packet carries the operator’s multiple too', async () => {
    const member = await fundedMember(t);
    setSetting(t.db, 'withdraw_turnover_multiple', '3');
    t.db
      .prepare(
        "INSERT INTO redpacket_draws (user_id, rule_id, deposit_cents, amount_cents, created_at, usetime) VALUES (?, NULL, 0, 888, datetime('now', '+8 hours'), NULL)",
      )
      .run(member.userId);
    expect(await owed(member.token)).toBe('26.64');
    const card = await bindTestCard(t, member.token);
    expect((await withdraw(member.token, card)).message).toBe(turnoverOwedMessage('26.64'));
  });
});

describe('which credits carry turnover is the operator’s setting', () => {
  const operator = (...argv: string[]) => {
    const err: string[] = [];
    const code = runOperator(t.db, argv, { out: () => undefined, err: (line) => err.push(line) });
    return { code, err: err.join('\n') };
  };

  it('deposit only: an agent’s recharge then carries none', async () => {
    expect(operator('set', 'turnover_credits', 'deposit').code).toBe(0);
    const agent = await fundedMember(t, 1000);
    const code = makeAgent(t.db, agent.userId);
    const member = await fundedMember(t, 0, { pid: code });
    expect(
      (await t.post('agent/recharge', { user_id: member.userId, amount: '500' }, agent.token)).code,
    ).toBe(200);
    expect(await owed(member.token)).toBe('0.00');
    await approvedDeposit(member.token, 100);
    expect(await owed(member.token)).toBe('100.00');
  });

  it('with rebate: a claimed rebate carries turnover from its claim', async () => {
    const member = await fundedMember(t, 0);
    expect(await owed(member.token)).toBe('0.00');
    t.db
      .prepare(
        "INSERT INTO rebates (user_id, platname, gamename, money_cents, state) VALUES (?, 'ag', 'AG', 1234, 0)",
      )
      .run(member.userId);
    expect(operator('set', 'turnover_credits', 'deposit,rebate').code).toBe(0);
    expect((await t.post('dofanshui', {}, member.token)).code).toBe(200);
    expect(await owed(member.token)).toBe('12.34');
    expect((await t.post('getBetAmount', {}, member.token)).data.turnover.credits).toMatchObject([
      { kind: 'rebate', amount: '12.34' },
    ]);
  });

  it('refuses a list naming anything else', () => {
    const answer = operator('set', 'turnover_credits', 'deposit,bonus');
    expect(answer.code).not.toBe(0);
    expect(answer.err).toContain(
      'turnover_credits must list some of deposit, agent_recharge, redpacket, rebate',
    );
  });
});
