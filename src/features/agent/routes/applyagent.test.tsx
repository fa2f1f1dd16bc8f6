import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@contract/entities';
import { toast } from '@/lib/toast';
import { answerAction } from '@/testing/answer-action';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { submitSays } from '@/testing/submit-says';
import { renderApp } from '@/testing/render';
import ApplyAgentRoute from './applyagent';
import { signIn } from '@/testing/session';

const screens = [
  { path: '/applyagent', Component: ApplyAgentRoute, handle: { requireLogin: true } },
  { path: '/kefu', element: <p>客服页</p> },
];

function signInWith(user: UserInfo, application = { state: 0, created_at: null as string | null }) {
  signIn(user);
  server.use(handle(fixtures.calls.agentApplication, application));
}

const PENDING = { state: 1, created_at: '2026-11-27 10:00:00' };

describe('/applyagent', () => {
  it(
    'toasts the first broken rule (154 excluded), then submits once and clears the form',
    { timeout: 20_000 },
    async () => {
      signInWith(fixtures.user);
      const bodies = answerAction(fixtures.calls.applyagentdo, '申请已提交，请等待审核');
      const error = vi.spyOn(toast, 'error');
      const success = vi.spyOn(toast, 'success');
      const user = userEvent.setup();
      renderApp('/applyagent', screens);
      const join = await view.findByRole('button', { name: '加入我们' });
      const joinSays = submitSays(user, join, error);
      expect(view.getByLabelText('用户名')).toHaveValue('demo123');
      expect(view.getByLabelText('真实姓名')).toHaveValue('张三');

      await joinSays('请输入正确手机号');
      await user.type(view.getByLabelText('联系电话'), '15412345678');
      await joinSays('请输入正确手机号');
      await user.clear(view.getByLabelText('联系电话'));
      await user.type(view.getByLabelText('联系电话'), '15512345678');
      await joinSays('请输入申请理由');
      expect(bodies).toHaveLength(0);

      await user.type(view.getByLabelText('申请理由'), '有推广资源');
      // From the application on, the server holds it pending.
      server.use(handle(fixtures.calls.agentApplication, PENDING));
      await user.dblClick(join);
      await vi.waitFor(() => expect(success).toHaveBeenCalledWith('申请已提交，请等待审核'), {
        timeout: 5000,
      });
      expect(bodies).toEqual([{ mobile: '15512345678', apply_info: '有推广资源' }]);
      // The form gives way to the application it sent.
      expect(await view.findByText('您的代理申请正在审核中，请耐心等待')).toBeInTheDocument();
      expect(view.queryByLabelText('联系电话')).not.toBeInTheDocument();
    },
  );

  it('a member whose application is pending sees it on a later visit, not an empty form', async () => {
    signInWith(fixtures.user, PENDING);
    renderApp('/applyagent', screens);
    const pending = await view.findByRole('status', { name: '代理申请审核中' });
    expect(pending).toHaveTextContent('您的代理申请正在审核中，请耐心等待');
    expect(pending).toHaveTextContent('提交时间：2026-11-27 10:00:00');
    expect(view.queryByRole('button', { name: '加入我们' })).not.toBeInTheDocument();
    expect(view.getByRole('button', { name: '咨询客服' })).toBeInTheDocument();
  });

  it('a back end without the application call still gets the form', async () => {
    signInWith(fixtures.user);
    server.use(handle(fixtures.calls.agentApplication, null as never, { code: 404, message: 'Not Found' }));
    renderApp('/applyagent', screens);
    expect(await view.findByRole('button', { name: '加入我们' })).toBeInTheDocument();
  });

  it('an agent sees no form', async () => {
    signInWith({ ...fixtures.user, isagent: 1 });
    renderApp('/applyagent', screens);
    expect(await view.findByText('您已是代理，无需再次申请')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: '加入我们' })).not.toBeInTheDocument();
  });
});
