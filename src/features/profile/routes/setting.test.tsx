import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/testing/fixtures';
import { currentPath, renderApp } from '@/testing/render';
import { until } from '@/testing/wait';
import SettingRoute from './setting';
import { signIn } from '@/testing/session';

function Probe() {
  const { pathname, search } = useLocation();
  return <p>到达 {pathname + search}</p>;
}

const screens = [
  { path: '/setting', Component: SettingRoute, handle: { requireLogin: true } },
  ...['/mine', '/userInfo', '/password', '/wallet', '/boutBallBet', '/login'].map((path) => ({
    path,
    Component: Probe,
  })),
];

describe('/setting — the 用户中心 overlay', () => {
  it('shows the read-only profile', async () => {
    signIn();
    renderApp('/setting', screens);
    const overlay = await view.findByRole('dialog', { name: '用户中心' });
    for (const value of ['demo123', '张三', '1990-01-01', 'demo@example.com', '13800000000']) {
      expect(within(overlay).getByText(value)).toBeInTheDocument();
    }
    expect(document.body.style.overflow).toBe('hidden');
  });

  // docs/product.md#screens-and-routes: tapping either of the first two groups opens /userInfo (name and real name
  // are read-only there, the rest editable).
  // They cannot be edited there, so no › promises an editor.
  it.each(['用户名', '真实姓名'])(
    'the %s row of the first group opens /userInfo, without a ›',
    async (label) => {
      signIn();
      const user = userEvent.setup();
      const { router } = renderApp('/setting', screens);
      const overlay = await view.findByRole('dialog', { name: '用户中心' });
      const row = within(overlay).getByText(label, { exact: true }).closest('.adm-list-item');
      expect(row?.querySelector('.adm-list-item-content-arrow')).toBeNull();
      await user.click(within(overlay).getByText(label, { exact: true }));
      await until(() => currentPath(router) === '/userInfo');
    },
  );

  it.each(['出生日期', '电子邮箱', '手机号码'])(
    'the empty %s row (未填写) opens its editor',
    async (label) => {
      signIn({ ...fixtures.user, birthday: '', email: '', mobile: '' });
      const user = userEvent.setup();
      const { router } = renderApp('/setting', screens);
      const overlay = await view.findByRole('dialog', { name: '用户中心' });
      expect(within(overlay).getAllByText('未填写')).toHaveLength(3);
      const row = within(overlay).getByText(label, { exact: true }).closest('.adm-list-item');
      expect(row?.querySelector('.adm-list-item-content-arrow')).not.toBeNull();
      await user.click(within(overlay).getByText(label, { exact: true }));
      await until(() => currentPath(router) === '/userInfo');
    },
  );

  it.each([
    ['修改登录密码', '/password?type=1'],
    ['修改支付密码', '/password?type=2'],
    ['银行卡管理', '/wallet?type=1'],
    ['USDT钱包管理', '/wallet?type=2'],
    ['帮助中心', '/boutBallBet'],
  ])('%s opens %s', async (label, target) => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/setting', screens);
    const overlay = await view.findByRole('dialog', { name: '用户中心' });
    await user.click(within(overlay).getByText(label, { exact: true }));
    await until(() => currentPath(router) === target);
    expect(await view.findByText(`到达 ${target}`)).toBeInTheDocument();
    expect(view.queryByRole('dialog', { name: '用户中心' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('close goes back (to /mine when opened directly)', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/setting', screens);
    const overlay = await view.findByRole('dialog', { name: '用户中心' });
    await user.click(within(overlay).getByRole('button', { name: '关闭' }));
    await until(() => currentPath(router) === '/mine', 3000);
  });

  it('logout asks docs/product.md’s question first', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/setting', screens);
    const overlay = await view.findByRole('dialog', { name: '用户中心' });
    await user.click(within(overlay).getByRole('button', { name: '退出登录' }));
    expect(await view.findByText('您确定要退出登录吗?')).toBeInTheDocument();
  });
});
