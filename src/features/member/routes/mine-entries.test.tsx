import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@contract/entities';
import { inboxCalls } from '@contract/inbox-calls';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { currentPath, renderApp } from '@/testing/render';
import { readsInFlight, until } from '@/testing/wait';
import MineRoute from './mine';
import { signIn } from '@/testing/session';
import { onePage } from '@/testing/one-page';
import { markMailRead } from '@/core/inbox/read-marks';
import { accountOf } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';

function Probe() {
  const { pathname, search } = useLocation();
  return <p>到达 {pathname + search}</p>;
}

const screens = [
  { path: '/mine', Component: MineRoute, handle: { requireLogin: true } },
  ...['/applyagent', '/password', '/boutBallBetInfo', '/setting', '/message'].map((path) => ({
    path,
    Component: Probe,
  })),
];

// /mine reads the inbox's first page for the 消息中心 dot and the VIP levels for its progress card:
// an empty inbox and no levels unless a test says otherwise.
beforeEach(() => {
  server.use(handle(fixtures.calls.uservip, []), handle(inboxCalls.mail, onePage([])));
});

/** A member whose VIP levels answer too (the centre's progress card reads them). */
function signInWithLevels(user: UserInfo) {
  signIn(user);
  server.use(handle(fixtures.calls.uservip, [{ vipname: 'VIP1', recharge: '1000' }]));
}

/** /mine drawn, `label` tapped: the route goes to `target`. Returns the router. */
async function tapOnMine(label: string, target: string) {
  const user = userEvent.setup();
  const { router } = renderApp('/mine', screens);
  await user.click(await view.findByText(label, { exact: true }));
  await until(() => currentPath(router) === target);
  return router;
}

describe('/mine entries of the member centre screens', () => {
  it('a non-agent (isagent 0) sees 申请代理, which opens /applyagent', async () => {
    signInWithLevels({ ...fixtures.user, isagent: 0 });
    await tapOnMine('申请代理', '/applyagent');
  });

  it.each([1, 2])('an agent (isagent %i) has no 申请代理 entry', async (isagent) => {
    signInWithLevels({ ...fixtures.user, isagent });
    renderApp('/mine', screens);
    expect(await view.findByText('代理登录')).toBeInTheDocument();
    expect(view.queryByText('申请代理')).not.toBeInTheDocument();
  });

  it('an approval made meanwhile takes 申请代理 away on the next visit and when the app returns to the front', async () => {
    signIn({ ...fixtures.user, isagent: 0 });
    const router = await tapOnMine('申请代理', '/applyagent');
    // The operator approves while the member is away, seconds after /mine read the member.
    server.use(handle(fixtures.calls.user, { ...fixtures.user, isagent: 1 }));
    await router.navigate('/mine');
    expect(await view.findByText('代理中心')).toBeInTheDocument();
    await waitFor(() => expect(view.queryByText('申请代理')).not.toBeInTheDocument());

    // Back to a member, then the app comes back to the front on /mine.
    server.use(handle(fixtures.calls.user, { ...fixtures.user, isagent: 0 }));
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(await view.findByText('申请代理')).toBeInTheDocument();
  });

  it.each([
    ['用户中心', '/setting'],
    ['消息中心', '/message'],
    ['修改密码', '/password?type=1'],
    ['联系我们', '/boutBallBetInfo?type=4'],
    ['常见问题', '/boutBallBetInfo?type=1'],
    ['关于我们', '/boutBallBetInfo?type=7'],
  ])('%s opens %s', async (label, target) => {
    signInWithLevels(fixtures.user);
    await tapOnMine(label, target);
  });
});

describe('/mine avatar upload (gif and png, at most 1 MB)', () => {
  it.each([
    ['a.jpg', 'image/jpeg', 10, '请选择gif或png格式的图片'],
    ['big.png', 'image/png', 1024 * 1024 + 1, '图片大小不能超过1MB，请重新选择'],
  ])('%s is refused before any upload', async (name, type, size, message) => {
    signInWithLevels(fixtures.user);
    let uploads = 0;
    server.use(
      handle(fixtures.calls.uploadimg, { avatar: '/a.png' }, { onRequest: () => void (uploads += 1) }),
    );
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/mine', screens);
    const input = await view.findByLabelText('上传头像（gif或png）');
    await user.upload(input, new File([new Uint8Array(size)], name, { type }));
    expect(error).toHaveBeenCalledWith(message);
    expect(uploads).toBe(0);
  });
});

describe('/mine avatar upload succeeds', () => {
  it('says 上传成功 and fetches the user once more, not twice', async () => {
    signInWithLevels(fixtures.user);
    let userCalls = 0;
    server.use(
      handle(fixtures.calls.uploadimg, { avatar: '/uploads/a.png' }, { message: '上传成功' }),
      handle(
        fixtures.calls.user,
        { ...fixtures.user, avatar: '/uploads/a.png' },
        { onRequest: () => void (userCalls += 1) },
      ),
    );
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderApp('/mine', screens);
    const input = await view.findByLabelText('上传头像（gif或png）');
    await until(() => userCalls === 1); // the screen's own fetch on arrival
    await user.upload(input, new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }));
    await until(() => success.mock.calls.some(([text]) => text === '上传成功'));
    // The upload is over (its input enabled again) and no read is out: every call it made is counted.
    await waitFor(() => expect(input).toBeEnabled());
    await until(() => readsInFlight() === 0);
    expect(userCalls).toBe(2);
  });

  it('reloaded offline, shows the kept member (VIP level, name) and no made-up 0 %', async () => {
    const member = { ...fixtures.user, current_vip: 'VIP2', vip: 2, paysum: '1798.00' };
    signIn(member);
    server.use(handleNetworkError(fixtures.calls.user), handleNetworkError(fixtures.calls.uservip));
    renderApp('/mine', screens);
    const progress = await view.findByRole('progressbar', { name: 'VIP成长进度' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '暂无法获取'));
    expect(view.getByText(member.username)).toBeInTheDocument();
    expect(view.getAllByText('VIP2', { exact: false }).length).toBeGreaterThan(0);
    expect(view.queryByText('VIP1', { exact: false })).not.toBeInTheDocument();
    expect(view.queryByText('0%')).not.toBeInTheDocument();
    expect(view.queryByText('加载失败')).not.toBeInTheDocument();
  });

  // The bar computes docs/product.md#states-and-transitions' formula; the line under it says what
  // the member needs for the next level, never the formula.
  it('says what the next VIP level still needs, not the formula', async () => {
    signIn({ ...fixtures.user, current_vip: 'VIP2', vip: 2, paysum: '15200' });
    server.use(
      handle(fixtures.calls.uservip, [
        { vipname: 'VIP1 普通会员', recharge: '0' },
        { vipname: 'VIP2 青铜会员', recharge: '1000' },
        { vipname: 'VIP3 白银会员', recharge: '50000' },
      ]),
    );
    renderApp('/mine', screens);
    expect(await view.findByText(/距VIP3还需存款/)).toHaveTextContent('距VIP3还需存款 ¥34800.00');
    expect(view.queryByText(/÷/)).not.toBeInTheDocument();
  });

  // A level asks deposits and turnover (the server raises the member once both are met): with the
  // deposits there, "still needs ¥0.00 of deposits" beside a full bar would read as a contradiction.
  it('once the deposits are there, says the turnover the next level still needs', async () => {
    signIn({ ...fixtures.user, current_vip: 'VIP2', vip: 2, paysum: '60000', flowsum: '1000' });
    server.use(
      handle(fixtures.calls.uservip, [
        { vipname: 'VIP1 普通会员', recharge: '0', flow: '0' },
        { vipname: 'VIP2 青铜会员', recharge: '1000', flow: '0' },
        { vipname: 'VIP3 白银会员', recharge: '50000', flow: '80000' },
      ]),
    );
    renderApp('/mine', screens);
    expect(await view.findByText(/距VIP3还需流水/)).toHaveTextContent('距VIP3还需流水 ¥79000.00');
    expect(view.queryByText(/还需存款/)).not.toBeInTheDocument();
  });
});

describe('/mine 消息中心 dot', () => {
  const mail = (id: number) => ({
    id,
    message_id: id,
    type: 1,
    title: `消息${id}`,
    content: '<p>内容</p>',
    created_at: '2026-01-01 10:00:00',
  });

  it('shows after the screen once the newest mail has not been opened here, and not for an opened one', async () => {
    signIn();
    server.use(handle(inboxCalls.mail, onePage([mail(2)])));
    const { unmount } = renderApp('/mine', screens);
    expect(await view.findByRole('img', { name: '未读 1' })).toHaveTextContent('1');
    unmount();

    markMailRead(accountOf(useSession.getState()), 2);
    renderApp('/mine', screens);
    await until(() => readsInFlight() === 0);
    expect(await view.findByText('消息中心')).toBeInTheDocument();
    expect(view.queryByRole('img', { name: /^未读/ })).not.toBeInTheDocument();
  });

  it('counts by the server’s read state when it sends one, whatever this device marked', async () => {
    signIn();
    markMailRead(accountOf(useSession.getState()), 3);
    server.use(
      handle(inboxCalls.mail, {
        ...onePage([
          { ...mail(3), is_read: false },
          { ...mail(2), is_read: true },
        ]),
        unread: 12,
      }),
    );
    renderApp('/mine', screens);
    expect(await view.findByRole('img', { name: '未读 12' })).toHaveTextContent('12');
  });
});
