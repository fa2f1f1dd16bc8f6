import { describe, expect, it } from 'vitest';
import { agentCalls as calls } from '../../../contract/agent-calls';
import { beijingNow } from '../repositories/periods';
import { findUserByName } from '../repositories/users';
import { agentTeam, TEAM_RANGE as RANGE } from '../testing/agent-team';
import { freshAppPerTest } from '../testing/helper';

/** The agent centre's figures (commission, profit, team lists, records) over a hand-built team. */

const t = freshAppPerTest();

const team = () => agentTeam(t);

describe('figures', () => {
  it('commission sums the whole team inside the Beijing days, to the cent', async () => {
    const { a } = await team();
    const answer = await t.post('agent/commission', RANGE, a.token);
    expect(answer.code).toBe(200);
    expect(calls.agentCommission.data.safeParse(answer.data).success).toBe(true);
    expect(answer.data).toMatchObject({
      username: a.name,
      isagent: 1,
      rechage_times: 2, // B1 100.00 + C1 300.00
      all_recharge: '400.00',
      withdraw_times: 1,
      all_withdraw: '40.00',
      all_valid_bet: '300.00', // B1 200.00 settled + C1 100.00
      all_win_loss: '-70.00',
      all_fanshui: '2.40',
      all_redpacket: '8.88',
      usersum: 2,
      agentsum: 1,
      yongjinsum: '0.00',
      waityongjinsum: '1.50', // 0.50 % of 300.00
      commission_rate: '0.50',
    });
  });

  it('today counts the team and today’s rows', async () => {
    const { a, b1, c1 } = await team();
    const now = beijingNow();
    t.db
      .prepare(
        "INSERT INTO deposits (deposit_no, user_id, paytype, amount_cents, state, created_at) VALUES ('T1', ?, 'bank', 1234, 2, ?)",
      )
      .run(b1.id, now);
    t.db
      .prepare(
        "INSERT INTO bets (bet_id, user_id, platname, bet_amount_cents, win_loss_cents, status, created_at) VALUES ('T2', ?, 'ag', 5000, 2500, 1, ?)",
      )
      .run(c1.id, now);
    t.db
      .prepare(
        "INSERT INTO bets (bet_id, user_id, platname, bet_amount_cents, win_loss_cents, status, created_at) VALUES ('T3', ?, 'ag', 1000, 0, 2, ?)",
      )
      .run(c1.id, now);
    const answer = await t.post('agent/today', {}, a.token);
    expect(calls.agentToday.data.safeParse(answer.data).success).toBe(true);
    expect(answer.data).toMatchObject({
      child_member_count: 2,
      child_agent_count: 1,
      directly_member_count: 1,
      directly_agent_count: 1,
      add_member_count: 3,
      all_recharge: '12.34',
      all_withdraw: '0.00',
      all_bet: '60.00',
      all_valid_bet: '50.00',
      win_loss: '25.00',
    });
    expect(answer.data.invite_code).toBe(findUserByName(t.db, a.name)!.invite_code);
  });

  it('profit answers each downline, subordinate each sub-agent with their subtree', async () => {
    const { a, b1, b2, c1 } = await team();
    const profit = await t.post('agent/profit', { ...RANGE, page: 1, size: 10 }, a.token);
    expect(calls.agentProfit.data.safeParse(profit.data).success).toBe(true);
    expect(profit.data.total).toBe(3);
    const byName = Object.fromEntries(
      profit.data.data.map((row: { username: string }) => [row.username, row]),
    );
    expect(byName[b1.name]).toMatchObject({
      id: b1.id,
      rechage_times: 1,
      all_recharge: '100.00',
      all_withdraw: '40.00',
      all_valid_bet: '200.00',
      all_win_loss: '-120.00',
      all_fanshui: '1.60',
      all_redpacket: '8.88',
      is_direct: 1,
    });
    expect(byName[b2.name]).toMatchObject({ all_recharge: '0.00', all_valid_bet: '0.00', is_direct: 1 });
    expect(byName[c1.name]).toMatchObject({
      all_recharge: '300.00',
      all_valid_bet: '100.00',
      all_win_loss: '50.00',
      all_fanshui: '0.80',
      is_direct: 0,
    });

    const sub = await t.post('agent/subordinate', { ...RANGE, page: 1, size: 10 }, a.token);
    expect(calls.agentSubordinate.data.safeParse(sub.data).success).toBe(true);
    expect(sub.data.data).toHaveLength(1);
    expect(sub.data.data[0]).toMatchObject({
      id: b2.id,
      usersum: 1,
      all_recharge: '300.00',
      all_valid_bet: '100.00',
      waityongjinsum: '0.50',
      is_direct: 1,
    });
  });

  it('memberlist marks direct and indirect, names the upline and searches by name', async () => {
    const { a, b1, b2, c1, s } = await team();
    const list = await t.post('agent/memberlist', { page: 1, size: 2 }, a.token);
    expect(calls.agentMemberList.data.safeParse(list.data).success).toBe(true);
    expect(list.data).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    const all = [
      ...list.data.data,
      ...(await t.post('agent/memberlist', { page: 2, size: 2 }, a.token)).data.data,
    ];
    expect(all.map((r: { id: number }) => r.id).sort()).toEqual([b1.id, b2.id, c1.id].sort());
    expect(all.find((r: { id: number }) => r.id === c1.id)).toMatchObject({
      is_direct: 0,
      parent: b2.name,
      isagent: 0,
    });
    expect(all.find((r: { id: number }) => r.id === b2.id)).toMatchObject({
      is_direct: 1,
      parent: a.name,
      isagent: 1,
    });
    const search = await t.post('agent/memberlist', { username: c1.name.slice(2), page: 1 }, a.token);
    expect(search.data.data.map((r: { id: number }) => r.id)).toEqual([c1.id]);
    const stranger = await t.post('agent/memberlist', { username: s.name, page: 1 }, a.token);
    expect(stranger.data).toMatchObject({ total: 0, data: [] });
  });

  it('the team logs list the team rows inside the range, filtered by name, never a stranger', async () => {
    const { a, b1, s } = await team();
    const log = (path: string, body: object = {}) =>
      t.post(`agent/${path}`, { ...RANGE, page: 1, size: 20, ...body }, a.token);
    const bets = await log('bet-log');
    expect(calls.agentBetLog.data.safeParse(bets.data).success).toBe(true);
    expect(bets.data.total).toBe(4);
    expect(bets.data.data.find((r: { status: number }) => r.status === 2)).toMatchObject({
      bet_amount: '50.00',
      valid_amount: '0.00',
    });
    expect((await log('bet-log', { username: b1.name })).data.total).toBe(3);
    expect((await log('bet-log', { username: s.name })).data.total).toBe(0);
    expect((await log('bet-log', { username: a.name })).data.total).toBe(0);

    const deposits = await log('recharge-log');
    expect(calls.agentRechargeLog.data.safeParse(deposits.data).success).toBe(true);
    expect(deposits.data.data.map((r: { amount: string }) => r.amount).sort()).toEqual([
      '100.00',
      '300.00',
      '50.00',
    ]);
    const withdrawals = await log('withdraw-log');
    expect(calls.agentWithdrawLog.data.safeParse(withdrawals.data).success).toBe(true);
    expect(
      withdrawals.data.data.map((r: { amount: string; state: number }) => `${r.amount}/${r.state}`).sort(),
    ).toEqual(['10.00/1', '40.00/2']);
    const rebates = await log('rebate');
    expect(calls.agentRebate.data.safeParse(rebates.data).success).toBe(true);
    expect(rebates.data.data.map((r: { money: string }) => r.money).sort()).toEqual(['0.80', '1.60']);
    expect(rebates.data.data[0]).toMatchObject({ transfer_type: 6 });

    t.db
      .prepare(
        "INSERT INTO transfers (transfer_no, user_id, type, platname, amount_cents, created_at) VALUES ('TR1', ?, 3, 'ag', 2500, '2026-11-02 08:00:00')",
      )
      .run(b1.id);
    t.db
      .prepare(
        "INSERT INTO transfers (transfer_no, user_id, type, platname, amount_cents, created_at) VALUES ('TR2', ?, 4, 'ag', 9900, '2026-11-02 08:00:00')",
      )
      .run(s.id);
    const transfers = await log('transfer-log');
    expect(calls.agentTransferLog.data.safeParse(transfers.data).success).toBe(true);
    expect(transfers.data.data).toEqual([
      expect.objectContaining({ order_no: 'TR1', transfer_type: 0, money: '25.00', username: b1.name }),
    ]);
  });

  it("demo888's seeded team has figures on every screen", async () => {
    const token = await t.login();
    const today = await t.post('agent/today', {}, token);
    expect(today.data).toMatchObject({
      child_member_count: 5,
      child_agent_count: 1,
      directly_member_count: 3,
      directly_agent_count: 1,
      invite_code: 'DEMO888',
    });
    const commission = await t.post('agent/commission', {}, token);
    const ids = (
      t.db.prepare("SELECT id FROM users WHERE pid IN ('DEMO888', 'ZHAO88')").all() as { id: number }[]
    ).map((r) => r.id);
    const sum = (sql: string) => (t.db.prepare(sql.replace('$ids', ids.join(','))).get() as { n: number }).n;
    const yuan = (cents: number) => (cents / 100).toFixed(2);
    expect(ids).toHaveLength(6);
    expect(commission.data.all_recharge).toBe(
      yuan(sum('SELECT SUM(amount_cents) AS n FROM deposits WHERE state = 2 AND user_id IN ($ids)')),
    );
    expect(commission.data.all_valid_bet).toBe(
      yuan(sum('SELECT SUM(bet_amount_cents) AS n FROM bets WHERE status = 1 AND user_id IN ($ids)')),
    );
    expect(commission.data.all_fanshui).toBe(
      yuan(sum('SELECT SUM(money_cents) AS n FROM rebates WHERE user_id IN ($ids)')),
    );
    expect(Number(commission.data.all_valid_bet)).toBeGreaterThan(0);
    expect(Number(commission.data.all_redpacket)).toBeGreaterThan(0);
    for (const path of [
      'bet-log',
      'recharge-log',
      'withdraw-log',
      'transfer-log',
      'rebate',
      'profit',
      'subordinate',
      'memberlist',
    ])
      expect((await t.post(`agent/${path}`, { page: 1 }, token)).data.total, path).toBeGreaterThan(0);
  });
});
