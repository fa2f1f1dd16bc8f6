import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentCalls as calls } from '../../../contract/agent-calls';
import { agentMessages } from '../../../contract/agent-rules';
import { runOperator } from '../cli';
import { makeAgent } from '../repositories/agents';
import { beijingNow } from '../repositories/periods';
import { findUserByName, findUserByToken } from '../repositories/users';
import { changeMain } from '../repositories/wallets';
import {
  makeTestApp,
  registerBody,
  testConfig,
  type TestApp,
  balanceCents,
  expectLedgerMatches,
} from '../testing/helper';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.close());

type AgentCallName = keyof typeof calls;
const AGENT_CALLS = Object.entries(calls) as [AgentCallName, (typeof calls)[AgentCallName]][];

function operator(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOperator(t.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A registered member: token, id, name. */
async function member(pid?: string) {
  const body = registerBody(pid ? { pid } : {});
  const token = await t.registerMember(body);
  return { token, id: findUserByToken(t.db, token, testConfig().tokenIdleMs)!.id, name: body.name };
}

/**
 * agent A → B1 (direct member), B2 (direct sub-agent) → C1 (B2's member); S is a stranger.
 * Rows with hand-chosen amounts, mostly on 2026-11-01 and 2026-11-02 (Beijing).
 */
async function team() {
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

const RANGE = { start: '2026-11-01', end: '2026-11-02' };

describe('every agent call', () => {
  it('is fourteen calls', () => {
    expect(AGENT_CALLS.map(([, call]) => call.path).sort()).toEqual(
      [
        'add-member',
        'bet-log',
        'changefanshui',
        'commission',
        'member',
        'memberlist',
        'profit',
        'rebate',
        'recharge',
        'recharge-log',
        'subordinate',
        'today',
        'transfer-log',
        'withdraw-log',
      ].map((p) => `agent/${p}`),
    );
  });

  it.each(AGENT_CALLS)('%s: 401 without a valid token', async (_, call) => {
    expect((await t.post(call.path, {})).code).toBe(401);
    expect((await t.post(call.path, {}, 'not-a-token')).code).toBe(401);
  });

  it.each(AGENT_CALLS)(
    '%s: a member who is not an agent gets a Chinese message and no data',
    async (_, call) => {
      const m = await member();
      const body = {
        user_id: 1,
        uid: 1,
        amount: '10',
        fanshui: '0.1',
        username: 'abc12345',
        password: 'abc12345',
        realname: '李四',
      };
      const answer = await t.post(call.path, body, m.token);
      expect(answer).toMatchObject({ status: 200, code: 1, message: agentMessages.notAgent, data: null });
    },
  );

  it('bad input is 422', async () => {
    const token = await t.login();
    expect((await t.post('agent/commission', { start: '2026-13-01' }, token)).code).toBe(422);
    expect((await t.post('agent/commission', { start: '2026-11-05', end: '2026-11-01' }, token)).code).toBe(
      422,
    );
    expect((await t.post('agent/profit', { page: 0 }, token)).code).toBe(422);
    expect((await t.post('agent/recharge', { user_id: 'x', amount: '1' }, token)).code).toBe(422);
    expect((await t.post('agent/recharge', { user_id: 2, amount: '1.001' }, token)).code).toBe(422);
    expect((await t.post('agent/changefanshui', { uid: 2 }, token)).code).toBe(422);
  });
});

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

describe('actions', () => {
  it('add-member registers a downline with the registration rules', async () => {
    const { a } = await team();
    const add = (body: object) =>
      t.post(
        'agent/add-member',
        { username: 'newbie88', password: 'abc12345', realname: '王五', ...body },
        a.token,
      );
    expect(await add({ username: 'short' })).toMatchObject({
      code: 422,
      message: '用户名长度不得低于6位，以字母和数字组合！',
    });
    expect(await add({ password: 'abcdefgh' })).toMatchObject({
      code: 422,
      message: '密码长度最少8位！以字母和数字组合！',
    });
    expect(await add({ realname: '123' })).toMatchObject({
      code: 422,
      message: '姓名格式不正确，可以是中，英文名称！',
    });
    expect(await add({})).toMatchObject({ code: 200, message: agentMessages.memberAdded });
    expect(await add({ username: 'NEWBIE88' })).toMatchObject({ code: 1, message: '用户名已存在' });
    const list = await t.post('agent/memberlist', { username: 'newbie88', page: 1 }, a.token);
    expect(list.data.data).toEqual([
      expect.objectContaining({ username: 'newbie88', is_direct: 1, parent: a.name, realname: '王五' }),
    ]);
    expect(await t.login('newbie88', 'abc12345')).toBeTruthy();
  });

  it('recharge moves exact cents from the agent to a team member, in both ledgers and both records', async () => {
    const { a, c1 } = await team();
    changeMain(t.db, a.id, 10000, 'credit', 'test');
    const before = balanceCents(t.db, c1.id);
    expect(await t.post('agent/recharge', { user_id: c1.id, amount: '12.34' }, a.token)).toMatchObject({
      code: 200,
      message: agentMessages.recharged,
    });
    expect(balanceCents(t.db, a.id)).toBe(10000 - 1234);
    expect(balanceCents(t.db, c1.id)).toBe(before + 1234);
    expect(expectLedgerMatches(t.db, a.id)).toEqual([]);
    expect(expectLedgerMatches(t.db, c1.id)).toEqual([]);
    const received = await t.post('gettransrecord', { date: 1, type: 1, page: 1 }, c1.token);
    expect(received.data.data[0]).toMatchObject({ amount: '12.34', pay_way: '代理充值', state: 2 });
    const sent = await t.post('gettransrecord', { date: 1, type: 2, page: 1 }, a.token);
    expect(sent.data.data[0]).toMatchObject({ amount: '12.34', pay_way: '代充下级', state: 2 });
    const log = await t.post('agent/recharge-log', { username: c1.name, page: 1 }, a.token);
    expect(log.data.data[0]).toMatchObject({ amount: '12.34', pay_way: 11, state: 2 });

    expect(await t.post('agent/recharge', { user_id: c1.id, amount: '100.00' }, a.token)).toMatchObject({
      code: 210,
      message: '余额不足',
    });
    expect(await t.post('agent/recharge', { user_id: c1.id, amount: '0.99' }, a.token)).toMatchObject({
      code: 422,
      message: agentMessages.amountMin,
    });
    expect(await t.post('agent/recharge', { user_id: c1.id, amount: '50000.01' }, a.token)).toMatchObject({
      code: 422,
      message: agentMessages.amountMax,
    });
    expect(balanceCents(t.db, a.id)).toBe(10000 - 1234);
  });

  it('never touches a member outside the team, whatever id is sent', async () => {
    const { a, s } = await team();
    changeMain(t.db, a.id, 10000, 'credit', 'test');
    const demo = findUserByName(t.db, 'demo888')!;
    for (const id of [s.id, a.id, demo.id, 999999]) {
      expect(await t.post('agent/recharge', { user_id: id, amount: '1.00' }, a.token)).toMatchObject({
        code: 202,
        message: agentMessages.notInTeam,
        data: null,
      });
      expect(await t.post('agent/changefanshui', { uid: id, fanshui: '0.1' }, a.token)).toMatchObject({
        code: 202,
        message: agentMessages.notInTeam,
      });
      expect(await t.post('agent/member', { uid: id }, a.token)).toMatchObject({
        code: 202,
        message: agentMessages.notInTeam,
        data: null,
      });
    }
    expect(balanceCents(t.db, a.id)).toBe(10000);
    expect(balanceCents(t.db, s.id)).toBe(0);
    // demo888 (another agent) cannot reach into this team either.
    const demoToken = await t.login();
    expect((await t.post('agent/recharge', { user_id: s.id, amount: '1.00' }, demoToken)).code).toBe(202);
    expect((await t.post('agent/memberlist', { username: a.name, page: 1 }, demoToken)).data.total).toBe(0);
  });

  it('50 concurrent recharges leave both ledgers exact', async () => {
    const { a, b1 } = await team();
    changeMain(t.db, a.id, 10000, 'credit', 'test');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.post('agent/recharge', { user_id: b1.id, amount: '3.00' }, a.token)),
    );
    expect(answers.filter((x) => x.code === 200)).toHaveLength(33);
    expect(answers.filter((x) => x.code === 210)).toHaveLength(17);
    expect(balanceCents(t.db, a.id)).toBe(100);
    expect(balanceCents(t.db, b1.id)).toBe(9900);
    expect(expectLedgerMatches(t.db, a.id)).toEqual([]);
    expect(expectLedgerMatches(t.db, b1.id)).toEqual([]);
    expect(
      (
        t.db.prepare('SELECT COUNT(*) AS n FROM agent_recharges WHERE agent_id = ?').get(a.id) as {
          n: number;
        }
      ).n,
    ).toBe(33);
  });

  it('member names who an id is, from the database, with the rate and the agent’s own ceiling', async () => {
    const { a, b2, c1 } = await team();
    // A look-alike name (capital I for l) is another member: the answer is whoever the id is.
    t.db.prepare('UPDATE users SET username = ?, realname = ? WHERE id = ?').run('zhaoIei88', '赵磊', c1.id);
    expect(await t.post('agent/member', { uid: c1.id }, a.token)).toMatchObject({
      code: 200,
      data: {
        id: c1.id,
        username: 'zhaoIei88',
        realname: '赵磊',
        isagent: 0,
        is_direct: 0,
        fanshui: null,
        own_fanshui: expect.stringMatching(/^\d+\.\d{2}$/),
      },
    });
    expect((await t.post('agent/member', { uid: b2.id }, a.token)).data).toMatchObject({
      username: b2.name,
      isagent: 1,
      is_direct: 1,
    });
    t.db.prepare('UPDATE users SET fanshui_bp = 80 WHERE id = ?').run(a.id);
    expect(await t.post('agent/changefanshui', { uid: c1.id, fanshui: '0.25' }, a.token)).toMatchObject({
      code: 200,
    });
    expect((await t.post('agent/member', { uid: c1.id }, a.token)).data).toMatchObject({
      fanshui: '0.25',
      own_fanshui: '0.80',
    });
  });

  it('changefanshui sets a downline rate never above the agent’s own, and bets accrue at it', async () => {
    const { a, c1 } = await team();
    t.db.prepare('UPDATE users SET fanshui_bp = 60 WHERE id = ?').run(a.id);
    expect(await t.post('agent/changefanshui', { uid: c1.id, fanshui: '0.61' }, a.token)).toMatchObject({
      code: 1,
      message: agentMessages.fanshuiAboveOwn,
    });
    expect(await t.post('agent/changefanshui', { uid: c1.id, fanshui: '10.01' }, a.token)).toMatchObject({
      code: 422,
    });
    expect(await t.post('agent/changefanshui', { uid: c1.id, fanshui: '0.25' }, a.token)).toMatchObject({
      code: 200,
      message: agentMessages.fanshuiSaved,
    });
    const list = await t.post('agent/memberlist', { username: c1.name, page: 1 }, a.token);
    expect(list.data.data[0].fanshui).toBe('0.25');
  });
});

describe('operator commands for agents', () => {
  it('lists and approves applications; approval makes the member an agent with a code', async () => {
    const m = await member();
    expect(
      (await t.post('applyagentdo', { mobile: '13812345678', apply_info: '有推广资源' }, m.token)).code,
    ).toBe(200);
    const listed = operator('agent-applications', '--state', 'pending');
    expect(listed.out).toContain(m.name);
    const id = (
      t.db.prepare('SELECT id FROM agent_applications WHERE user_id = ?').get(m.id) as { id: number }
    ).id;
    const approved = operator('approve-agent', String(id));
    expect(approved.code).toBe(0);
    const user = findUserByName(t.db, m.name)!;
    expect(user.isagent).toBe(1);
    expect(user.invite_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(approved.out).toContain(user.invite_code);
    expect(operator('approve-agent', String(id)).code).toBe(1);
    expect((await t.post('agent/today', {}, m.token)).code).toBe(200);
  });

  it('h5/agent-application tells a member none, pending, then approved', async () => {
    const m = await member();
    expect(await t.post('h5/agent-application', {}, m.token)).toMatchObject({
      code: 200,
      data: { state: 0, created_at: null },
    });
    await t.post('applyagentdo', { mobile: '13812345678', apply_info: '有推广资源' }, m.token);
    const pending = await t.post('h5/agent-application', {}, m.token);
    expect(pending.data).toMatchObject({
      state: 1,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
    });
    const { id } = t.db.prepare('SELECT id FROM agent_applications WHERE user_id = ?').get(m.id) as {
      id: number;
    };
    operator('approve-agent', String(id));
    expect((await t.post('h5/agent-application', {}, m.token)).data.state).toBe(2);
  });

  it('sets a rate and settles pending commission into the wallet in one go', async () => {
    const { a } = await team();
    expect(operator('commission-rate', a.name, '1.2').code).toBe(0);
    expect((await t.post('agent/commission', {}, a.token)).data).toMatchObject({
      waityongjinsum: '3.60',
      yongjinsum: '0.00',
      commission_rate: '1.20',
    });
    const settled = operator('settle-commission', a.name);
    expect(settled.out).toContain('paid 3.60 yuan');
    expect(balanceCents(t.db, a.id)).toBe(360);
    expect(expectLedgerMatches(t.db, a.id)).toEqual([]);
    expect((await t.post('agent/commission', {}, a.token)).data).toMatchObject({
      waityongjinsum: '0.00',
      yongjinsum: '3.60',
    });
    expect(operator('settle-commission', a.name).out).toContain('nothing to settle');
    expect(operator('commission-rate', 'demo888', 'abc').code).toBe(2);
  });
});
