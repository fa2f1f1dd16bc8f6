import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appScreens } from './router';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { signIn } from '@/testing/session';
import { currentPath, renderApp } from '@/testing/render';
import { until } from '@/testing/wait';

function Probe() {
  const { pathname, search } = useLocation();
  return <p>到达 {pathname + search}</p>;
}

/** The real /vip entry of the route table (its guard included), and a stand-in /login. */
const screens = [
  ...appScreens.filter((route) => route.path === '/vip'),
  { path: '/login', Component: Probe },
];

const levels = [
  { vipname: 'VIP1 新手', recharge: '0', flow: '0', realperson: '0.5' },
  { vipname: 'VIP2 青铜', recharge: '100', flow: '500', realperson: '0.6' },
  { vipname: 'VIP3 白银', recharge: '1000', flow: '5000', realperson: '0.7' },
];

describe('/vip', () => {
  it('is open to a visitor: the levels and their requirements, no progress, a way to sign in', async () => {
    server.use(handle(fixtures.calls.uservip, levels));
    const user = userEvent.setup();
    const { router } = renderApp('/vip', screens);
    expect(await view.findByRole('heading', { name: 'VIP1 新手 · 晋级条件' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/vip');
    expect(view.getAllByRole('radio')).toHaveLength(3);
    expect(view.queryByRole('progressbar')).toBeNull();
    expect(view.queryByLabelText('当前等级')).toBeNull();

    await user.click(view.getByRole('radio', { name: 'VIP2' }));
    const terms = view.getByRole('heading', { name: 'VIP2 青铜 · 晋级条件' }).parentElement!;
    expect(within(terms).getByText('100.00')).toBeInTheDocument();
    expect(within(terms).getByText('500.00')).toBeInTheDocument();

    await user.click(view.getByRole('button', { name: '登录查看' }));
    await until(() => currentPath(router) === '/login?redirect=%2Fvip');
  });

  it('shows a member their level and progress', async () => {
    signIn({ ...fixtures.user, vip: 1, current_vip: 'VIP1', paysum: '50', flowsum: '0' });
    server.use(handle(fixtures.calls.uservip, levels));
    renderApp('/vip', screens);
    const hero = await view.findByRole('region', { name: '我的等级' });
    expect(await within(hero).findByText('VIP1 新手')).toBeInTheDocument();
    expect(within(hero).getAllByRole('progressbar')).toHaveLength(2);
    // The bars measure the way to the next level, and say so (/mine's measures the current one).
    expect(within(hero).getByText('晋级VIP2 青铜的条件')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: '登录查看' })).toBeNull();
  });
});
