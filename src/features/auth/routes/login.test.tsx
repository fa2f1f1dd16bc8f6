import { act, fireEvent, screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/core/session/store';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { currentPath, renderApp } from '@/testing/render';
import { expectPasteKeeps } from '@/testing/paste-keeps';
import LoginRoute from './login';

const screens = [
  { path: '/login', Component: LoginRoute },
  { path: '/', element: <p>首页内容</p> },
  { path: '/mine', element: <p>会员中心内容</p> },
];

function shownAnswer(): string {
  const src = view.getByAltText('验证码').getAttribute('src') ?? '';
  return /captcha\/(.+)\.svg$/.exec(src)?.[1] ?? '';
}

describe('/login screen', () => {
  it('toasts the first broken login rule and clears a wrong captcha with a new image', async () => {
    const user = userEvent.setup({ delay: null });
    const error = vi.spyOn(toast, 'error');
    renderApp('/login', screens);
    const submit = await view.findByRole('button', { name: '登录' });

    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('请输入您的账号和密码！');

    await user.type(view.getByRole('textbox', { name: '账号' }), 'demo888');
    await user.type(view.getByLabelText('密码'), 'demo8888');
    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('请输入验证码！');

    const before = shownAnswer();
    const code = view.getByRole('textbox', { name: '验证码' });
    await user.type(code, before === '2C9Q' ? '4AR7' : '2C9Q');
    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('验证码错误！');
    expect(code).toHaveValue('');
    expect(shownAnswer()).not.toBe(before);
  });

  it('limits the captcha to 4 characters and the payment password to 6', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login?type=1', screens);
    const code = await view.findByRole('textbox', { name: '验证码' });
    await user.type(code, 'abcdef');
    expect(code).toHaveValue('abcd');
    const pay = view.getByLabelText('支付密码');
    await user.type(pay, '12345678');
    expect(pay).toHaveValue('123456');
    expect(view.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
  });

  it('stops names at 32 and passwords at 64, and refuses an emoji account in Chinese before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const error = vi.spyOn(toast, 'error');
    let sent = 0;
    server.use(handle(fixtures.calls.login, { api_token: 't' }, { onRequest: () => void (sent += 1) }));
    renderApp('/login', screens);
    const name = await view.findByRole('textbox', { name: '账号' });
    await expectPasteKeeps(user, name, ['a', 120], 32);
    const password = view.getByLabelText('密码');
    await expectPasteKeeps(user, password, ['p', 100], 64);
    await user.clear(name);
    await user.type(name, 'demo888😀');
    await user.type(view.getByRole('textbox', { name: '验证码' }), shownAnswer());
    await user.click(view.getByRole('button', { name: '登录' }));
    expect(error).toHaveBeenLastCalledWith('账号为32位以内的字母和数字！');
    expect(sent).toBe(0);
  });

  it('register stops the username at 32, the real name at 64 and the referrer code at 32', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login?type=1', screens);
    const name = await view.findByRole('textbox', { name: '用户名' });
    for (const [field, max] of [
      [name, 32],
      [view.getByRole('textbox', { name: '真实姓名' }), 64],
      [view.getByRole('textbox', { name: '推荐码' }), 32],
    ] as const) {
      await expectPasteKeeps(user, field, ['x', 120], max);
    }
  });

  it('links the agreement to its terms: the text reads as one, the link opens 隐私政策', async () => {
    renderApp('/login?type=1', screens);
    const terms = await view.findByRole('link', { name: '相关的规则和隐私条款' });
    expect(terms.getAttribute('href')).toMatch(/\/boutBallBetInfo\?type=2$/);
    expect(terms.parentElement).toHaveTextContent('我已阅读并同意相关的规则和隐私条款');
  });

  it("opens the agreement's terms over the register form, which keeps what was typed", async () => {
    const user = userEvent.setup();
    server.use(handle(fixtures.calls.article, { name: '隐私政策', content: '<p>我们如何保护您的信息</p>' }));
    const { router } = renderApp('/login?type=1', screens);
    await user.type(await view.findByRole('textbox', { name: '用户名' }), 'newuser01');
    await user.type(view.getByRole('textbox', { name: '真实姓名' }), '王小明');
    await user.type(view.getByLabelText('密码', { selector: 'input' }), 'abc12345');

    await user.click(view.getByRole('link', { name: '相关的规则和隐私条款' }));
    const sheet = await view.findByRole('dialog', { name: '隐私政策' });
    expect(await within(sheet).findByText('我们如何保护您的信息')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login?type=1');

    // A plain click: the kit's sheet listens for drags with pointer capture, which jsdom lacks.
    fireEvent.click(within(sheet).getByRole('button', { name: '关闭条款' }));
    await waitFor(() => expect(view.queryByRole('dialog', { name: '隐私政策' })).toBeNull());
    expect(view.getByRole('textbox', { name: '用户名' })).toHaveValue('newuser01');
    expect(view.getByRole('textbox', { name: '真实姓名' })).toHaveValue('王小明');
    expect(view.getByLabelText('密码', { selector: 'input' })).toHaveValue('abc12345');
  });

  it('Back closes the terms and nothing else, even as the first page of the visit; Forward never re-opens them', async () => {
    const user = userEvent.setup();
    server.use(
      handle(fixtures.calls.article, { name: '隐私政策', content: '<p>我们如何保护您的信息</p>' }),
      handle(fixtures.calls.inviter, { pid: 'DEMO888', name: 'de***88' }),
    );
    // Opened from an invitation link: this entry is the visit's first.
    const { router } = renderApp('/login?type=1&pid=DEMO888', screens);
    await user.type(await view.findByRole('textbox', { name: '用户名' }), 'newuser01');
    await user.click(view.getByRole('link', { name: '相关的规则和隐私条款' }));
    expect(await view.findByRole('dialog', { name: '隐私政策' })).toBeInTheDocument();

    await act(() => router.navigate(-1 as never));
    await waitFor(() => expect(view.queryByRole('dialog', { name: '隐私政策' })).toBeNull());
    expect(currentPath(router)).toBe('/login?type=1&pid=DEMO888');
    expect(view.getByRole('textbox', { name: '用户名' })).toHaveValue('newuser01');

    await act(() => router.navigate(1 as never));
    expect(currentPath(router)).toBe('/login?type=1&pid=DEMO888');
    expect(view.queryByRole('dialog', { name: '隐私政策' })).toBeNull();
    expect(view.getByRole('textbox', { name: '用户名' })).toHaveValue('newuser01');
  });

  it('signs in, stores the token and follows a safe redirect', async () => {
    const user = userEvent.setup({ delay: null });
    let body: unknown;
    server.use(
      handle(
        fixtures.calls.login,
        { api_token: 'tok-1' },
        { onRequest: async (r) => (body = await r.clone().json()) },
      ),
      handle(fixtures.calls.user, fixtures.user),
      handle(fixtures.calls.balance, { balance: '1234.50' }),
    );
    const { router } = renderApp('/login?redirect=%2Fmine', screens);
    await user.type(await view.findByRole('textbox', { name: '账号' }), 'demo888');
    await user.type(view.getByLabelText('密码'), 'demo8888');
    const answer = shownAnswer();
    await user.type(view.getByRole('textbox', { name: '验证码' }), answer.toLowerCase());
    await user.click(view.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(currentPath(router)).toBe('/mine'));
    expect(body).toEqual({ name: 'demo888', password: 'demo8888', code: answer.toLowerCase() });
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('register shows the server message success-style even when it refuses', async () => {
    const user = userEvent.setup({ delay: null });
    const success = vi.spyOn(toast, 'success');
    server.use(
      handle(fixtures.calls.register, { api_token: 'x' }, { code: 1, message: '用户名已存在' }),
      handle(fixtures.calls.inviter, { pid: '77', name: 'ag***77' }),
    );
    const { router } = renderApp('/login?type=1&pid=77', screens);
    await user.type(await view.findByRole('textbox', { name: '用户名' }), 'player01');
    await user.type(view.getByLabelText('密码'), 'secret123');
    await user.type(view.getByLabelText('确认密码'), 'secret123');
    await user.type(view.getByRole('textbox', { name: '真实姓名' }), '张三');
    await user.type(view.getByLabelText('支付密码'), '123456');
    expect(view.getByRole('textbox', { name: '推荐码' })).toHaveValue('77');
    await user.type(view.getByRole('textbox', { name: '验证码' }), shownAnswer());
    await user.click(view.getByRole('button', { name: '立即注册' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('用户名已存在'));
    expect(currentPath(router)).toBe('/login?type=1&pid=77');
    expect(useSession.getState().token).toBeNull();
  });

  describe('an invitation', () => {
    it('shows whose it is and cannot be edited; the code goes with the registration', async () => {
      const user = userEvent.setup({ delay: null });
      let body: unknown;
      server.use(
        handle(fixtures.calls.inviter, { pid: 'DEMO888', name: 'de***88' }),
        handle(
          fixtures.calls.register,
          { api_token: 'x' },
          { code: 1, message: '用户名已存在', onRequest: async (r) => (body = await r.clone().json()) },
        ),
      );
      renderApp('/login?type=1&pid=DEMO888', screens);
      expect(await view.findByRole('note')).toHaveTextContent('邀请人：de***88');
      const code = view.getByRole('textbox', { name: '推荐码' });
      expect(code).toHaveValue('DEMO888');
      expect(code).toHaveAttribute('readonly');
      await user.type(code, 'X');
      expect(code).toHaveValue('DEMO888');

      await user.type(view.getByRole('textbox', { name: '用户名' }), 'player01');
      await user.type(view.getByLabelText('密码'), 'secret123');
      await user.type(view.getByLabelText('确认密码'), 'secret123');
      await user.type(view.getByRole('textbox', { name: '真实姓名' }), '张三');
      await user.type(view.getByLabelText('支付密码'), '123456');
      await user.type(view.getByRole('textbox', { name: '验证码' }), shownAnswer());
      await user.click(view.getByRole('button', { name: '立即注册' }));
      await waitFor(() => expect(body).toMatchObject({ pid: 'DEMO888' }));
    });

    it('an unknown code is said at once, before anything is typed', async () => {
      server.use(
        handle(fixtures.calls.inviter, null as never, {
          code: 202,
          message: '推荐码不存在，请向邀请人核对推荐码',
        }),
      );
      renderApp('/login?type=1&pid=NOPE123', screens);
      expect(await view.findByRole('alert')).toHaveTextContent('推荐码不存在，请向邀请人核对推荐码');
    });

    it('a link opened while /login shows is taken: its code replaces the form’s', async () => {
      const user = userEvent.setup({ delay: null });
      server.use(handle(fixtures.calls.inviter, { pid: 'ZHAO88', name: 'zh***88' }));
      const { router } = renderApp('/login?type=1', screens);
      await user.type(await view.findByRole('textbox', { name: '推荐码' }), 'ABC');
      await act(() => router.navigate('/login?type=1&pid=ZHAO88'));
      const code = view.getByRole('textbox', { name: '推荐码' });
      expect(code).toHaveValue('ZHAO88');
      expect(code).toHaveAttribute('readonly');
      expect(await view.findByRole('note')).toHaveTextContent('邀请人：zh***88');
    });
  });
});
