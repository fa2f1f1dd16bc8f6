import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agentCalls } from '@contract/agent-calls';
import * as clipboard from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { answerAction } from '@/testing/answer-action';
import { agentFixtures } from '@/testing/agent-fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { submitSays } from '@/testing/submit-says';
import { renderApp } from '@/testing/render';
import { signIn } from '@/testing/session';
import { agentMember, agentScreens } from '../testing/agent-centre-screens';

describe('/agentAddMember and /agentFanshui', () => {
  it('add member toasts the registration rules, then sends the form', async () => {
    signIn(agentMember);
    const bodies = answerAction(agentCalls.agentAddMember, '开设下级成功');
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderApp('/agentAddMember', agentScreens);
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
    signIn(agentMember);
    server.use(handle(agentCalls.agentMember, agentFixtures.teamMember(7, 'sunli05', { fanshui: '0.30' })));
    const bodies = answerAction(agentCalls.agentChangeFanshui, '返水比例已修改');
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderApp('/agentFanshui?uid=7&name=someoneelse', agentScreens);
    const save = await view.findByRole('button', { name: '保存' });
    const saveSays = submitSays(user, save, error);
    expect(view.getByLabelText('用户名')).toHaveValue('sunli05');
    expect(view.getByLabelText('当前返水')).toHaveValue('0.30%');
    expect(view.getByLabelText('我的返水上限')).toHaveValue('0.80%');
    await user.type(view.getByLabelText('返水比例(%)'), '0.123');
    await saveSays('返水比例为0到10之间的数字，最多两位小数');
    await user.clear(view.getByLabelText('返水比例(%)'));
    await user.type(view.getByLabelText('返水比例(%)'), '0.81');
    await saveSays('下级返水比例不能高于您自己的返水比例');
    await user.clear(view.getByLabelText('返水比例(%)'));
    await user.type(view.getByLabelText('返水比例(%)'), '0.5');
    await user.click(save);
    await vi.waitFor(() => expect(bodies).toEqual([{ uid: 7, fanshui: '0.5' }]));
  });

  it('rebate rate of a member with no rate of their own reads 按场馆默认', async () => {
    signIn(agentMember);
    server.use(handle(agentCalls.agentMember, agentFixtures.teamMember(7, 'sunli05')));
    renderApp('/agentFanshui?uid=7', agentScreens);
    expect(await view.findByLabelText('当前返水')).toHaveValue('按场馆默认');
  });
});
