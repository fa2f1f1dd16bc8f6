import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { inboxCalls } from '@contract/inbox-calls';
import type { OrderDetail } from '@contract/inbox-entities';
import { fixtures } from '@/testing/fixtures';
import { callUrl, handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { signIn } from '@/testing/session';
import { currentPath, renderApp } from '@/testing/render';
import { until } from '@/testing/wait';
import { onePage } from '@/testing/one-page';
import BetRecordRoute from './bet-record';
import TransDetailRoute from './trans-detail';
import TransRecordRoute from './trans-record';

const { calls } = fixtures;
const screens = [
  { path: '/transRecord', Component: TransRecordRoute, handle: { requireLogin: true } },
  { path: '/betRecord', Component: BetRecordRoute, handle: { requireLogin: true } },
  { path: '/transDetail', Component: TransDetailRoute, handle: { requireLogin: true } },
  { path: '/payInfo', Component: () => <h1>支付信息</h1> },
];

/** The shared signed-in member, and the venue wallets this screen reads. */
function signInWithWallets() {
  signIn(fixtures.user, { balance: '1.00' });
  server.use(handle(calls.balancelist, []));
}

const refused: OrderDetail = {
  out_trade_no: 'W2026112700001',
  type: 2,
  amount: '300.00',
  pay_way: '银行卡',
  bank: '中国银行',
  account: '6217000000000001',
  state: 3,
  created_at: '2026-11-27 10:00:00',
  reviewed_at: '2026-11-27 10:05:00',
  reason: '收款账户姓名不符',
};

/** A record list's page, with the list's totals (`extra`) beside its rows. */
const paginator = <T,>(data: T[], extra: Record<string, string> = {}) => ({ ...onePage(data), ...extra });

describe('/transDetail', () => {
  it('a refused withdrawal: amount, way, masked account, number with 复制, timeline and the reason', async () => {
    signInWithWallets();
    server.use(handle(inboxCalls.orderDetail, refused));
    renderApp('/transDetail?no=W2026112700001', screens);
    expect(await view.findByText('300.00')).toBeInTheDocument();
    expect(view.getByText('银行卡')).toBeInTheDocument();
    expect(view.getByText('中国银行 **** **** **** 0001')).toBeInTheDocument();
    expect(view.queryByText(/6217000000000001/)).toBeNull();
    expect(view.getByText('W2026112700001')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(view.getByText('收款账户姓名不符')).toBeInTheDocument();
    const steps = within(view.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '提交申请2026-11-27 10:00:00',
      '审核完成2026-11-27 10:05:00',
      '已拒绝2026-11-27 10:05:00',
    ]);
  });

  it('shows 加载中, then 重试 after a failure, and the order once it answers', async () => {
    signInWithWallets();
    server.use(handleNetworkError(inboxCalls.orderDetail));
    renderApp('/transDetail?no=W2026112700001', screens);
    expect(await view.findByText('加载中…')).toBeInTheDocument();
    const retry = await view.findByRole('button', { name: '重试' }, { timeout: 5000 });
    server.use(handle(inboxCalls.orderDetail, refused));
    await userEvent.setup().click(retry);
    expect(await view.findByText('收款账户姓名不符')).toBeInTheDocument();
  });

  it('someone else’s number (code 202) says 订单不存在', async () => {
    signInWithWallets();
    server.use(handle(inboxCalls.orderDetail, null as never, { code: 202, message: '订单不存在' }));
    renderApp('/transDetail?no=D1', screens);
    expect(await view.findByRole('alert')).toHaveTextContent('订单不存在');
  });
});

describe('/transRecord rows and totals', () => {
  const rows = [
    { out_trade_no: 'D1', amount: '500.00', pay_way: '微信', state: 1, created_at: '2026-11-27 10:00:00' },
    { out_trade_no: 'D2', amount: '200.00', pay_way: '微信', state: 2, created_at: '2026-11-27 09:00:00' },
  ];

  it('a pending deposit opens its pay info, another row its detail; the totals show when sent', async () => {
    signInWithWallets();
    server.use(
      handle(calls.gettransrecord, paginator(rows, { total_deposit: '200.00', total_withdraw: '0.00' })),
      handle(inboxCalls.orderDetail, { ...refused, out_trade_no: 'D2', type: 1, state: 2, reason: null }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/transRecord?type=1&date=2', screens);
    const deposit = await view.findByText('总存款');
    expect(deposit.nextSibling).toHaveTextContent('200.00');
    expect(view.getByText('总取款')).toBeInTheDocument();
    expect(view.getByRole('link', { name: /D1/ })).toHaveAttribute('href', '/payInfo?deposit_no=D1');
    await user.click(view.getByRole('link', { name: /D2/ }));
    await until(() => currentPath(router) === '/transDetail?no=D2');
    expect(await view.findByText('已到账')).toBeInTheDocument();
  });

  it('no totals when the server sends none (the family’s back ends)', async () => {
    signInWithWallets();
    server.use(handle(calls.gettransrecord, paginator(rows)));
    renderApp('/transRecord?type=1&date=2', screens);
    expect(await view.findByText('D1')).toBeInTheDocument();
    expect(view.queryByText('总存款')).toBeNull();
  });
});

describe('/betRecord totals', () => {
  it('总投注, 有效投注 and a signed 总输赢 for the filters', async () => {
    signInWithWallets();
    const asked: unknown[] = [];
    server.use(
      http.post(callUrl(calls.betrecord), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          code: 200,
          message: 'ok',
          data: paginator([], { total_bet: '150.00', total_valid_bet: '120.00', total_win_loss: '-30.50' }),
        });
      }),
    );
    renderApp('/betRecord?date=3', screens);
    expect(await view.findByText('总投注')).toBeInTheDocument();
    expect(view.getByText('有效投注').nextSibling).toHaveTextContent('120.00');
    expect(view.getByText('-30.50')).toBeInTheDocument();
    expect(view.getByText('空空如也')).toBeInTheDocument();
    expect(asked).toEqual([expect.objectContaining({ date: 3, page: 1 })]);
  });
});
