import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentCalls } from '@contract/agent-calls';
import type { UserInfo } from '@contract/entities';
import { messages } from '@/config/messages';
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

describe('/agentRecharge', () => {
  const path = '/agentRecharge?uid=3&name=wangwei01';

  it('checks the amount, confirms who and how much, and sends one request however often it is tapped', async () => {
    signIn(agent);
    const bodies: unknown[] = [];
    server.use(handle(agentCalls.agentRecharge, null, { message: '代充成功', ...bodiesOf(bodies) }));
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
    expect(confirm.mock.calls[0]![0].content).toBe('确认为 wangwei01 代充 12.34 元？');
    expect(bodies).toEqual([{ user_id: 3, amount: '12.34' }]);
    await vi.waitFor(() => expect(view.getByLabelText('代充金额')).toHaveValue(''));
  });

  it('no answer: the outcome is unknown and nothing is sent again', async () => {
    signIn(agent);
    const bodies: unknown[] = [];
    server.use(handleNetworkError(agentCalls.agentRecharge));
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
  });

  it('rebate rate: a malformed rate is refused before sending', async () => {
    signIn(agent);
    const bodies: unknown[] = [];
    server.use(
      handle(agentCalls.agentChangeFanshui, null, { message: '返水比例已修改', ...bodiesOf(bodies) }),
    );
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderApp('/agentFanshui?uid=7&name=sunli05', screens);
    const save = await view.findByRole('button', { name: '保存' });
    await user.type(view.getByLabelText('返水比例(%)'), '0.123');
    await user.click(save);
    expect(error).toHaveBeenLastCalledWith('返水比例为0到10之间的数字，最多两位小数');
    await user.clear(view.getByLabelText('返水比例(%)'));
    await user.type(view.getByLabelText('返水比例(%)'), '0.5');
    await user.click(save);
    await vi.waitFor(() => expect(bodies).toEqual([{ uid: 7, fanshui: '0.5' }]));
  });
});
