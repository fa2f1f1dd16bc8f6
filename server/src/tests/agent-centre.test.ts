import { describe, expect, it } from 'vitest';
import { agentCalls as calls } from '../../../contract/agent-calls';
import { agentMessages } from '../../../contract/agent-rules';
import { runOperator } from '../cli';
import { findUserByName } from '../repositories/users';
import { changeMain } from '../repositories/wallets';
import { freshAppPerTest, balanceCents, expectLedgerMatches } from '../testing/helper';
import { agentTeam, registeredMember } from '../testing/agent-team';

const t = freshAppPerTest();

type AgentCallName = keyof typeof calls;
const AGENT_CALLS = Object.entries(calls) as [AgentCallName, (typeof calls)[AgentCallName]][];

function operator(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOperator(t.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const member = (pid?: string) => registeredMember(t, pid);
const team = () => agentTeam(t);

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
    // One end only is not a range (contract dayRangeRules, as the custom-range form says)
    expect(await t.post('agent/commission', { start: '2026-11-01' }, token)).toMatchObject({
      code: 422,
      message: agentMessages.badRange,
    });
    expect((await t.post('agent/profit', { end: '2026-11-01', page: 1 }, token)).code).toBe(422);
    expect((await t.post('agent/commission', { start: '2026-11-05', end: '2026-11-01' }, token)).code).toBe(
      422,
    );
    expect((await t.post('agent/profit', { page: 0 }, token)).code).toBe(422);
    expect((await t.post('agent/recharge', { user_id: 'x', amount: '1' }, token)).code).toBe(422);
    expect((await t.post('agent/recharge', { user_id: 2, amount: '1.001' }, token)).code).toBe(422);
    expect((await t.post('agent/changefanshui', { uid: 2 }, token)).code).toBe(422);
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
    changeMain(t.db, a.id, 10000, 'opening', 'test');
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
    changeMain(t.db, a.id, 10000, 'opening', 'test');
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
    changeMain(t.db, a.id, 10000, 'opening', 'test');
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
