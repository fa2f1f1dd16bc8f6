import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/core/session/store';
import { storageKeys } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { currentPath, renderApp } from '@/testing/render';
import { until } from '@/testing/wait';
import PasswordRoute from './password';
import { signIn } from '@/testing/session';

const screens = [
  { path: '/password', Component: PasswordRoute, handle: { requireLogin: true } },
  { path: '/login', element: <p>登录页</p> },
];

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string, confirm: string) {
  for (const [label, value] of [
    ['旧密码', old],
    ['新密码', next],
    ['确认密码', confirm],
  ] as const) {
    const input = view.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('/password', () => {
  it('limits new and confirm to 16 characters; rule 7 clears the form', { timeout: 20_000 }, async () => {
    signIn();
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderApp('/password?type=1', screens);
    await view.findByRole('heading', { name: '修改登录密码' });
    await user.type(view.getByLabelText('新密码'), 'a'.repeat(20));
    expect(view.getByLabelText('新密码')).toHaveValue('a'.repeat(16));

    await fill(user, 'same12', 'same12', 'same12');
    await user.click(view.getByRole('button', { name: '确认修改' }));
    expect(error).toHaveBeenLastCalledWith('新旧密码不能一致！');
    for (const label of ['旧密码', '新密码', '确认密码']) expect(view.getByLabelText(label)).toHaveValue('');
  });

  it(
    'a new payment password is 6 digits: both new fields stop at 6 and ask for the number pad; the old one is the old payment password',
    { timeout: 20_000 },
    async () => {
      signIn();
      const user = userEvent.setup();
      renderApp('/password?type=2', screens);
      await view.findByRole('heading', { name: '修改支付密码' });
      // The old field asks for the current payment password only (the login one does not replace it).
      const old = view.getByLabelText('旧密码');
      await user.type(old, '123456');
      expect(old).toHaveValue('123456');
      expect(old).toHaveAttribute('placeholder', '请输入旧支付密码');
      expect(old).toHaveAttribute('inputmode', 'numeric');
      for (const label of ['新密码', '确认密码']) {
        const input = view.getByLabelText(label);
        await user.type(input, '1234567890');
        expect(input).toHaveValue('123456');
        expect(input).toHaveAttribute('inputmode', 'numeric');
      }
      expect(view.getByLabelText('新密码')).toHaveAttribute('placeholder', '请输入6位数字');
    },
  );

  it('a login-password change ends the session and goes to plain /login', { timeout: 20_000 }, async () => {
    signIn();
    // The site's info answers only after the logout, as it may on a slow network: it is the site's,
    // so it may be cached again, but nothing of the member's may be.
    let answerSite = () => {};
    const siteAnswered = new Promise<void>((resolve) => (answerSite = resolve));
    let siteAsked = false;
    server.use(
      handle(fixtures.calls.editPassword, null, { message: '密码修改成功！' }),
      handle(fixtures.calls.logoff, null),
      handle(fixtures.calls.app, fixtures.appInfo, {
        answerAfter: siteAnswered,
        onRequest: () => void (siteAsked = true),
      }),
    );
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const { router } = renderApp('/password?type=1', screens);
    await view.findByRole('heading', { name: '修改登录密码' });
    await fill(user, 'old123', 'new456', 'new456');
    await user.click(view.getByRole('button', { name: '确认修改' }));
    await until(() => currentPath(router) === '/login', 3000);
    expect(success).toHaveBeenCalledWith('密码修改成功！');
    expect(useSession.getState().token).toBeNull();
    expect(sessionStorage.length + localStorage.length).toBe(0);

    expect(siteAsked).toBe(true);
    answerSite();
    await until(() => localStorage.getItem(storageKeys.appInfo) !== null, 3000);
    expect([...Object.keys(sessionStorage), ...Object.keys(localStorage)]).toEqual([storageKeys.appInfo]);
    expect(useSession.getState().userInfo).toBeNull();
  });

  it('a payment-password change only clears the form', { timeout: 20_000 }, async () => {
    signIn();
    let sent = 0;
    server.use(
      handle(fixtures.calls.editPayPassword, null, {
        message: '密码修改成功！',
        onRequest: () => void (sent += 1),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/password?type=2', screens);
    await view.findByRole('heading', { name: '修改支付密码' });
    // Only the old payment password proves the member (six digits: the number pad).
    expect(view.getByLabelText('旧密码')).toHaveAttribute('placeholder', '请输入旧支付密码');
    expect(view.getByLabelText('旧密码')).toHaveAttribute('inputmode', 'numeric');
    expect(view.getByLabelText('新密码')).toHaveAttribute('inputmode', 'numeric');
    await fill(user, '123456', '654321', '654321');
    await user.dblClick(view.getByRole('button', { name: '确认修改' }));
    await vi.waitFor(() => expect(view.getByLabelText('旧密码')).toHaveValue(''), { timeout: 5000 });
    expect(sent).toBe(1);
    expect(currentPath(router)).toBe('/password?type=2');
    expect(useSession.getState().token).toBe('tok-1');
  });
});
