import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agentCalls } from '@contract/agent-calls';
import { messages } from '@/config/messages';
import { dialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { answerAction } from '@/testing/answer-action';
import { agentFixtures } from '@/testing/agent-fixtures';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { submitSays } from '@/testing/submit-says';
import { renderApp } from '@/testing/render';
import { signIn } from '@/testing/session';
import { agentMember, agentScreens } from '../testing/agent-centre-screens';

describe('/agentRecharge', () => {
  const path = '/agentRecharge?uid=3';
  const memberIs = (username: string, overrides = {}) =>
    handle(agentCalls.agentMember, agentFixtures.teamMember(3, username, overrides));

  it('checks the amount, confirms who and how much, and sends one request however often it is tapped', async () => {
    signIn(agentMember);
    server.use(memberIs('wangwei01'));
    const bodies = answerAction(agentCalls.agentRecharge, '代充成功');
    const error = vi.spyOn(toast, 'error');
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    const user = userEvent.setup();
    renderApp(path, agentScreens);
    const submit = await view.findByRole('button', { name: '确认代充' });
    const submitToasts = submitSays(user, submit, error);
    await submitToasts('请输入代充金额');
    await user.type(view.getByLabelText('代充金额'), '0.99');
    await submitToasts('单笔代充金额最低1元');
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
    signIn(agentMember);
    // The link says zhaolei88; id 3 is zhaoIei88 (capital I), someone else.
    server.use(memberIs('zhaoIei88', { realname: '钱多多', is_direct: 0 }));
    const bodies = answerAction(agentCalls.agentRecharge, '代充成功');
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(false);
    const user = userEvent.setup();
    renderApp('/agentRecharge?uid=3&name=zhaolei88', agentScreens);
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
    signIn(agentMember);
    const error = vi.spyOn(toast, 'error');
    server.use(handle(agentCalls.agentMember, null as never, { code: 202, message: '该会员不是您的下级' }));
    renderApp('/agentRecharge?uid=99&name=wangwei01', agentScreens);
    expect(await view.findByRole('alert')).toHaveTextContent('该会员不是您的下级');
    expect(view.getByRole('button', { name: '前往下级会员' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: '确认代充' })).toBeNull();
    expect(view.queryByLabelText('代充金额')).toBeNull();
    expect(view.queryByText('wangwei01')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('no answer: the outcome is unknown and nothing is sent again', async () => {
    signIn(agentMember);
    const bodies: unknown[] = [];
    server.use(memberIs('wangwei01'), handleNetworkError(agentCalls.agentRecharge));
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/agent/recharge')) bodies.push(request.url);
    });
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    const user = userEvent.setup();
    renderApp(path, agentScreens);
    await user.type(await view.findByLabelText('代充金额'), '5');
    await user.click(view.getByRole('button', { name: '确认代充' }));
    await vi.waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ content: messages.outcomeUnknown })),
    );
    expect(bodies).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('opened without a member, it points to 下级会员', async () => {
    signIn(agentMember);
    renderApp('/agentRecharge', agentScreens);
    expect(await view.findByRole('button', { name: '前往下级会员' })).toBeInTheDocument();
  });
});
