import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentCalls } from '@contract/agent-calls';
import type { UserInfo } from '@contract/entities';
import { messages } from '@/config/messages';
import * as clipboard from '@/lib/clipboard';
import { dialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { agentFixtures } from '@/testing/agent-fixtures';
import { fixtures } from '@/testing/fixtures';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { currentPath, renderApp } from '@/testing/render';
import AgentCentreRoute from './agent';
import AgentAddMemberRoute from './agent-add-member';
import AgentCommissionRoute from './agent-commission';
import AgentFanshuiRoute from './agent-fanshui';
import AgentMembersRoute from './agent-members';
import AgentRechargeRoute from './agent-recharge';
import AgentRecordsRoute from './agent-records';
import { signIn } from '@/testing/session';

const guarded = { requireLogin: true };
const screens = [
  { path: '/agent', Component: AgentCentreRoute, handle: guarded },
  { path: '/agentCommission', Component: AgentCommissionRoute, handle: guarded },
  { path: '/agentMembers', Component: AgentMembersRoute, handle: guarded },
  { path: '/agentRecords', Component: AgentRecordsRoute, handle: guarded },
  { path: '/agentAddMember', Component: AgentAddMemberRoute, handle: guarded },
  { path: '/agentRecharge', Component: AgentRechargeRoute, handle: guarded },
  { path: '/agentFanshui', Component: AgentFanshuiRoute, handle: guarded },
  { path: '/applyagent', element: <p>申请代理页</p> },
  { path: '/login', element: <p>登录页</p> },
];

const agent: UserInfo = { ...fixtures.user, isagent: 1 };

const bodiesOf = (bodies: unknown[]) => ({
  onRequest: (r: Request) =>
    void r
      .clone()
      .json()
      .then((b: unknown) => bodies.push(b)),
});

afterEach(() => vi.restoreAllMocks());

describe('who may enter', () => {
  it('a guest goes to login with the wanted path', async () => {
    const { router } = renderApp('/agentMembers?username=ab', screens);
    expect(await view.findByText('登录页')).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/agentMembers?username=ab')}`);
  });

  it('a member who is not an agent goes to /applyagent, told why', async () => {
    signIn(fixtures.user);
    const error = vi.spyOn(toast, 'error');
    renderApp('/agent', screens);
    expect(await view.findByText('申请代理页')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('您还不是代理，请先申请成为代理');
  });
});

describe('/agent overview', () => {
  it('shows loading, then today’s figures, the invitation link and its QR code', async () => {
    signIn(agent);
    server.use(handle(agentCalls.agentToday, agentFixtures.today));
    renderApp('/agent', screens);
    expect(view.getByRole('status')).toHaveTextContent(messages.loading);
    expect(await view.findByText('1600.00')).toBeInTheDocument();
    expect(view.getByText('-409.69')).toBeInTheDocument();
    expect(view.getByText('0.10')).toBeInTheDocument();
    expect(view.getByTestId('invite-link').textContent).toMatch(/\/#\/login\?type=1&pid=DEMO888$/);
    expect(view.getByRole('img', { name: '推广二维码' }).getAttribute('src')).toContain(
      encodeURIComponent('pid=DEMO888'),
    );
    expect(view.getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: '佣金报表' })).toBeInTheDocument();
  });

  it('a failed load says so and 重试 loads it', async () => {
    signIn(agent);
    server.use(handleNetworkError(agentCalls.agentToday));
    const user = userEvent.setup();
    renderApp('/agent', screens);
    const retry = await view.findByRole('button', { name: messages.retry });
    expect(view.getByRole('alert')).toHaveTextContent(messages.loadFailed);
    server.use(handle(agentCalls.agentToday, agentFixtures.today));
    await user.click(retry);
    expect(await view.findByText('1600.00')).toBeInTheDocument();
  });

  it('offline, the failed load says 网络异常', async () => {
    signIn(agent);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(handleNetworkError(agentCalls.agentToday));
    renderApp('/agent', screens);
    expect(await view.findByRole('alert')).toHaveTextContent(messages.networkDown);
  });
});

describe('/agentCommission', () => {
  it('asks for the quick range and shows paid and pending commission to the cent', async () => {
    signIn(agent);
    const bodies: unknown[] = [];
    server.use(handle(agentCalls.agentCommission, agentFixtures.commission, bodiesOf(bodies)));
    const user = userEvent.setup();
    renderApp('/agentCommission', screens);
    expect(await view.findByText('150.50')).toBeInTheDocument();
    expect(view.getByText('12.30')).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: '昨日' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    const [today, yesterday] = bodies as { start: string; end: string }[];
    expect(today!.start).toBe(today!.end);
    expect(yesterday!.start).toBe(yesterday!.end);
    expect(Date.parse(today!.start) - Date.parse(yesterday!.start)).toBe(86_400_000);
  });
});

describe('/agentMembers', () => {
  it('lists direct and indirect members and searches by name', async () => {
    signIn(agent);
    const bodies: unknown[] = [];
    server.use(
      handle(
        agentCalls.agentMemberList,
        agentFixtures.page([
          agentFixtures.member(3, 'wangwei01'),
          agentFixtures.member(7, 'sunli05', { is_direct: 0, parent: 'zhaolei88', fanshui: '0.25' }),
        ]),
        bodiesOf(bodies),
      ),
    );
    const user = userEvent.setup();
    renderApp('/agentMembers', screens);
    const direct = await view.findByRole('article', { name: 'wangwei01' });
    expect(direct).toHaveTextContent('直属');
    expect(view.getByRole('article', { name: 'sunli05' })).toHaveTextContent('非直属');
    expect(view.getByRole('article', { name: 'sunli05' })).toHaveTextContent('0.25%');
    expect(view.getByText(messages.noMore)).toBeInTheDocument();
    await user.type(view.getByRole('searchbox', { name: '搜索用户名' }), 'sun');
    await user.click(view.getByRole('button', { name: '搜索' }));
    await vi.waitFor(() => expect(bodies).toContainEqual({ username: 'sun', page: 1, size: 20 }));
  });

  it('an empty team says 空空如也', async () => {
    signIn(agent);
    server.use(handle(agentCalls.agentMemberList, agentFixtures.page([])));
    renderApp('/agentMembers', screens);
    expect(await view.findByText(messages.empty)).toBeInTheDocument();
  });
});

describe('/agentRecords', () => {
  it('each tab reads its own log', async () => {
    signIn(agent);
    server.use(
      handle(fixtures.calls.balancelist, []),
      handle(agentCalls.agentBetLog, agentFixtures.page([])),
      handle(
        agentCalls.agentRechargeLog,
        agentFixtures.page([
          {
            id: 1,
            order_no: 'R1',
            user_id: 3,
            username: 'wangwei01',
            amount: '12.34',
            real_money: '12.34',
            pay_way: 11,
            state: 2,
            created_at: '2026-11-02 10:00:00',
          },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderApp('/agentRecords', screens);
    expect(await view.findByText(messages.empty)).toBeInTheDocument();
    await user.click(view.getByRole('tab', { name: '存款' }));
    expect(await view.findByText('12.34')).toBeInTheDocument();
    expect(view.getByText(/代理充值/)).toBeInTheDocument();
  });
});

describe('/agentRecords names venues and colours money as member records do', () => {
  const transfer = (id: number, transfer_type: number, money: string, extra = {}) => ({
    id,
    order_no: null,
    user_id: 3,
    username: 'wangwei01',
    transfer_type,
    money,
    state: 1,
    platform_type: 'hbb',
    remark: null,
    created_at: '2026-11-02 10:00:00',
    ...extra,
  });
  const bet = (id: number, win_loss: string) => ({
    id,
    user_id: 3,
    username: 'wangwei01',
    bet_id: `B${id}`,
    bet_time: '2026-11-02 10:00:00',
    platform_type: 'hbb',
    game_code: null,
    bet_amount: '100.00',
    valid_amount: '100.00',
    win_loss,
    status: 1,
    created_at: '2026-11-02 10:00:00',
  });

  it('转账 and 投注 show 鸿博体育, never hbb; a win red, a loss green, 0.00 and plain amounts neutral', async () => {
    signIn(agent);
    server.use(
      handle(fixtures.calls.balancelist, [
        { platname: 'userbalance', name: '中心钱包', balance: '0.00' },
        { platname: 'hbb', name: '鸿博体育', balance: '0.00' },
      ]),
      handle(agentCalls.agentBetLog, agentFixtures.page([bet(1, '25.50'), bet(2, '-40.00'), bet(3, '0')])),
      handle(agentCalls.agentTransferLog, agentFixtures.page([transfer(1, 0, '88.00')])),
    );
    const user = userEvent.setup();
    renderApp('/agentRecords', screens);

    const win = await view.findByText('+25.50');
    expect(view.getAllByText(/鸿博体育/).length).toBe(3);
    expect(view.queryByText(/hbb/)).not.toBeInTheDocument();
    expect(win).toHaveClass('money-win');
    expect(view.getByText('-40.00')).toHaveClass('money-loss');
    expect(view.getByText('0.00')).toHaveClass('money-even');
    for (const amount of view.getAllByText('100.00')) expect(amount).toHaveClass('money-even');

    await user.click(view.getByRole('tab', { name: '转账' }));
    expect(await view.findByText(/鸿博体育/)).toHaveTextContent(/^转入场馆 鸿博体育$/);
    expect(view.queryByText(/hbb/)).not.toBeInTheDocument();
    expect(view.getByText('88.00')).toHaveClass('money-even');
  });
});

describe('/agentRecharge', () => {
  const path = '/agentRecharge?uid=3';
  const memberIs = (username: string, overrides = {}) =>
    handle(agentCalls.agentMember, agentFixtures.teamMember(3, username, overrides));

  it('checks the amount, confirms who and how much, and sends one request however often it is tapped', async () => {
    signIn(agent);
    const bodies: unknown[] = [];
    server.use(
      memberIs('wangwei01'),
      handle(agentCalls.agentRecharge, null, { message: '代充成功', ...bodiesOf(bodies) }),
    );
    const error = vi.spyOn(toast, 'error');
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    const user = userEvent.setup();
    renderApp(path, screens);
    const submit = await view.findByRole('button', { name: '确认代充' });
    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('请输入代充金额');
    await user.type(view.getByLabelText('代充金额'), '0.99');
    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('单笔代充金额最低1元');
    await user.clear(view.getByLabelText('代充金额'));
    await user.type(view.getByLabelText('代充金额'), '12.34');
    await user.dblClick(submit);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0]![0].content).toBe('确认为 wangwei01（王伟）代充 12.34 元？');
    expect(bodies).toEqual([{ user_id: 3, amount: '12.34' }]);
    await vi.waitFor(() => expect(view.getByLabelText('代充金额')).toHaveValue(''));
  });

  it('a link naming someone else shows and confirms the member the server says the id is', async () => {
    signIn(agent);
    const bodies: unknown[] = [];
    // The link says zhaolei88; id 3 is zhaoIei88 (capital I), someone else.
    server.use(
      memberIs('zhaoIei88', { realname: '钱多多', is_direct: 0 }),
      handle(agentCalls.agentRecharge, null, { message: '代充成功', ...bodiesOf(bodies) }),
    );
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(false);
    const user = userEvent.setup();
    renderApp('/agentRecharge?uid=3&name=zhaolei88', screens);
    expect(await view.findByLabelText('充值会员')).toHaveValue('zhaoIei88');
    expect(view.getByLabelText('真实姓名')).toHaveValue('钱多多');
    expect(view.getByText('非直属')).toBeInTheDocument();
    expect(view.queryByDisplayValue('zhaolei88')).toBeNull();
    await user.type(view.getByLabelText('代充金额'), '1');
    await user.click(view.getByRole('button', { name: '确认代充' }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0].content).toBe('确认为 zhaoIei88（钱多多）代充 1 元？');
    expect(bodies).toEqual([]);
  });

  it('an id outside the team says so and offers nothing to confirm', async () => {
    signIn(agent);
    const error = vi.spyOn(toast, 'error');
    server.use(handle(agentCalls.agentMember, null as never, { code: 202, message: '该会员不是您的下级' }));
    renderApp('/agentRecharge?uid=99&name=wangwei01', screens);
    expect(await view.findByRole('alert')).toHaveTextContent('该会员不是您的下级');
    expect(view.getByRole('button', { name: '前往下级会员' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: '确认代充' })).toBeNull();
    expect(view.queryByLabelText('代充金额')).toBeNull();
    expect(view.queryByText('wangwei01')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('no answer: the outcome is unknown and nothing is sent again', async () => {
    signIn(agent);
    const bodies: unknown[] = [];
    server.use(memberIs('wangwei01'), handleNetworkError(agentCalls.agentRecharge));
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/agent/recharge')) bodies.push(request.url);
    });
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    const user = userEvent.setup();
    renderApp(path, screens);
    await user.type(await view.findByLabelText('代充金额'), '5');
    await user.click(view.getByRole('button', { name: '确认代充' }));
    await vi.waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ content: messages.outcomeUnknown })),
    );
    expect(bodies).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('opened without a member, it points to 下级会员', async () => {
    signIn(agent);
    renderApp('/agentRecharge', screens);
    expect(await view.findByRole('button', { name: '前往下级会员' })).toBeInTheDocument();
  });
});

describe('/agentAddMember and /agentFanshui', () => {
  it('add member toasts the registration rules, then sends the form', async () => {
    signIn(agent);
    const bodies: unknown[] = [];
    server.use(handle(agentCalls.agentAddMember, null, { message: '开设下级成功', ...bodiesOf(bodies) }));
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderApp('/agentAddMember', screens);
    const submit = await view.findByRole('button', { name: '确认开设' });
    await user.type(view.getByLabelText('用户名'), 'abc');
    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('用户名长度不得低于6位，以字母和数字组合！');
    await user.type(view.getByLabelText('用户名'), 'def123');
    await user.type(view.getByLabelText('登录密码'), 'pass1234');
    await user.type(view.getByLabelText('真实姓名'), '王五');
    await user.click(submit);
    await vi.waitFor(() =>
      expect(bodies).toEqual([{ username: 'abcdef123', password: 'pass1234', realname: '王五' }]),
    );
    // The form clears and the username just opened stays to be passed on, with 复制; never the password.
    const created = await view.findByRole('status', { name: '新会员用户名' });
    expect(created).toHaveTextContent('abcdef123');
    expect(created).not.toHaveTextContent('pass1234');
    expect(view.queryByDisplayValue('pass1234')).toBeNull();
    expect(view.getByLabelText('用户名')).toHaveValue('');
    const copied = vi.spyOn(clipboard, 'copyText').mockResolvedValue(true);
    await user.click(within(created).getByRole('button', { name: '复制' }));
    expect(copied).toHaveBeenCalledWith('abcdef123');
  });

  it('rebate rate: shows who, the current rate and the agent’s ceiling; a malformed or higher rate is refused before sending', async () => {
    signIn(agent);
    const bodies: unknown[] = [];
    server.use(
      handle(agentCalls.agentMember, agentFixtures.teamMember(7, 'sunli05', { fanshui: '0.30' })),
      handle(agentCalls.agentChangeFanshui, null, { message: '返水比例已修改', ...bodiesOf(bodies) }),
    );
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderApp('/agentFanshui?uid=7&name=someoneelse', screens);
    const save = await view.findByRole('button', { name: '保存' });
    expect(view.getByLabelText('用户名')).toHaveValue('sunli05');
    expect(view.getByLabelText('当前返水')).toHaveValue('0.30%');
    expect(view.getByLabelText('我的返水上限')).toHaveValue('0.80%');
    await user.type(view.getByLabelText('返水比例(%)'), '0.123');
    await user.click(save);
    expect(error).toHaveBeenLastCalledWith('返水比例为0到10之间的数字，最多两位小数');
    await user.clear(view.getByLabelText('返水比例(%)'));
    await user.type(view.getByLabelText('返水比例(%)'), '0.81');
    await user.click(save);
    expect(error).toHaveBeenLastCalledWith('下级返水比例不能高于您自己的返水比例');
    await user.clear(view.getByLabelText('返水比例(%)'));
    await user.type(view.getByLabelText('返水比例(%)'), '0.5');
    await user.click(save);
    await vi.waitFor(() => expect(bodies).toEqual([{ uid: 7, fanshui: '0.5' }]));
  });

  it('rebate rate of a member with no rate of their own reads 按场馆默认', async () => {
    signIn(agent);
    server.use(handle(agentCalls.agentMember, agentFixtures.teamMember(7, 'sunli05')));
    renderApp('/agentFanshui?uid=7', screens);
    expect(await view.findByLabelText('当前返水')).toHaveValue('按场馆默认');
  });
});
