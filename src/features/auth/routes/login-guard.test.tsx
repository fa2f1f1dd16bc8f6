import { act, fireEvent, screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/core/session/store';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { callUrl, handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { currentPath, renderApp } from '@/testing/render';
import LoginRoute from './login';
import { signIn } from '@/testing/session';

/** One login per intent, and the server's lock message shown as is. */
const screens = [
  { path: '/login', Component: LoginRoute },
  { path: '/', element: <p>首页内容</p> },
];

function shownAnswer(): string {
  const src = view.getByAltText('验证码').getAttribute('src') ?? '';
  return /captcha\/(.+)\.svg$/.exec(src)?.[1] ?? '';
}

async function fillLogin() {
  const user = userEvent.setup();
  await user.type(await view.findByRole('textbox', { name: '账号' }), 'demo888');
  await user.type(view.getByLabelText('密码'), 'demo8888');
  await user.type(view.getByRole('textbox', { name: '验证码' }), shownAnswer());
}

describe('/login submit', () => {
  it('sends one login for a double submit on a slow server, and keeps the token it answered', async () => {
    let calls = 0;
    server.use(
      http.post(callUrl(fixtures.calls.login), async () => {
        calls += 1;
        await delay(150);
        return HttpResponse.json({ code: 200, message: '登录成功', data: { api_token: `tok-${calls}` } });
      }),
      handle(fixtures.calls.user, fixtures.user),
      handle(fixtures.calls.balance, { balance: '1.00' }),
    );
    const { router } = renderApp('/login', screens);
    await fillLogin();
    const form = view.getByRole('form', { name: '登录' });
    // Two submits in the same frame, before React re-renders the button as loading.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(calls).toBe(1);
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('shows the attempt-limit refusal exactly as the server words it', async () => {
    const error = vi.spyOn(toast, 'error');
    server.use(
      handle(fixtures.calls.login, null as never, { code: 429, message: '尝试次数过多，请15分钟后再试' }),
    );
    renderApp('/login', screens);
    await fillLogin();
    fireEvent.submit(view.getByRole('form', { name: '登录' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('尝试次数过多，请15分钟后再试'));
  });
});

describe('/login while signed in', () => {
  const signedInScreens = [
    ...screens,
    { path: '/mine', element: <p>会员中心内容</p> },
    { path: '/recharge', element: <p>充值内容</p> },
  ];

  it.each([
    ['/login', '/mine'],
    ['/login?redirect=%2Frecharge', '/recharge'],
    ['/login?redirect=%2F%2Fevil.example', '/mine'],
    ['/login?redirect=%2Flogin', '/mine'],
  ])('%s goes to %s without showing the form', async (start, target) => {
    act(() => void signIn(fixtures.user, { kept: false, balance: '1.00' }));
    const { router } = renderApp(start, signedInScreens);
    await waitFor(() => expect(currentPath(router)).toBe(target));
    expect(view.queryByRole('form', { name: '登录' })).not.toBeInTheDocument();
  });
});
