import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxCalls } from '@contract/inbox-calls';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { onePage } from '@/testing/one-page';
import { signIn } from '@/testing/session';
import { currentPath, renderApp } from '@/testing/render';
import { until } from '@/testing/wait';
import { appScreens } from './router';

/**
 * /mine's module arrives only when a test lets it (`mine.arrive()`): the chunk of a layout screen
 * still on the network. The real module then, so a /mine that drew an <Outlet/> of its own (a second
 * sheet) would show here.
 */
const mine = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('@/features/member/routes/mine', async (importOriginal) => {
  await mine.arrived;
  return importOriginal();
});

/** The real /mine layout route of the route table, with /mine and its overlay /setting. */
const screens = appScreens.filter((route) => route.children?.some((child) => child.path === '/setting'));

// /mine reads the inbox's first page (its 消息中心 dot) and the VIP levels (its progress card).
beforeEach(() => {
  server.use(handle(fixtures.calls.uservip, []), handle(inboxCalls.mail, onePage([])));
});

describe('/setting over /mine (a layout screen draws its child beside it)', () => {
  it("landing on /setting draws the sheet before /mine's code arrives, then /mine behind it without redrawing the sheet", async () => {
    expect(screens).toHaveLength(1);
    signIn();
    renderApp('/setting', screens);
    const sheet = await view.findByRole('dialog', { name: '用户中心' });
    expect(within(sheet).getByText('demo123')).toBeInTheDocument();
    expect(within(sheet).getByText('修改登录密码')).toBeInTheDocument();
    // /mine is still loading: its placeholder, none of its screen.
    expect(view.getByRole('status')).toHaveTextContent('加载中');
    expect(view.queryByText('我的服务')).not.toBeInTheDocument();

    mine.arrive();
    expect(await view.findByText('我的服务')).toBeInTheDocument();
    // The same sheet element: mounted once, not drawn again when its layout arrived; and only one.
    expect(view.getAllByRole('dialog')).toEqual([sheet]);
    expect(sheet).toBeInTheDocument();
  });

  it('opening 用户中心 from /mine draws the sheet over the live /mine, and closing keeps /mine mounted', async () => {
    mine.arrive();
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/mine', screens);
    const services = await view.findByText('我的服务');
    await user.click(view.getByText('用户中心', { exact: true }));
    await until(() => currentPath(router) === '/setting');
    const sheet = await view.findByRole('dialog', { name: '用户中心' });
    expect(services).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '关闭' }));
    await until(() => currentPath(router) === '/mine');
    expect(view.queryByRole('dialog')).not.toBeInTheDocument();
    // The very element of before: /mine was not mounted again.
    expect(view.getByText('我的服务')).toBe(services);
  });
});
