import { act, screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallAnswer } from '@contract/define';
import * as clipboard from '@/lib/clipboard';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import PayInfoRoute from './pay-info';
import { signIn } from '@/testing/session';

const { calls } = fixtures;
const screens = [{ path: '/payInfo', Component: PayInfoRoute }];

/** The innermost element whose whole text is `text` (an address is drawn in groups of four). */
const wholeText = (text: string) => (_: string, el: Element | null) =>
  el?.textContent === text && ![...el.children].some((child) => child.textContent === text);

/** `payinfo` answers this order, its variant (usdtpay for a USDT order, else bankpay) in the message. */
const answerOrder = (order: CallAnswer<typeof calls.payinfo>, message: string) =>
  server.use(handle(calls.payinfo, order, { message }));

// Many keystrokes per test: allow for a busy CI machine.
describe('/payInfo', { timeout: 20_000 }, () => {
  it('usdtpay: amount, a ticking mm:ss countdown from created_at, address, protocol and QR', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.UTC(2026, 10, 22, 4, 10, 30)); // 12:10:30 in Beijing
    signIn();
    answerOrder(
      {
        deposit_no: 'D1',
        info: { amount: '600.50', created_at: '2026-11-22 12:00:00', paytype: 'usdt' },
        cardlist: {
          mch_id: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          content: 'TRC20',
          payimg: 'data:image/png;base64,iVBORw0KGgo=',
        },
      },
      'usdtpay',
    );
    renderApp('/payInfo?deposit_no=D1', screens);
    // The fake clock also follows real time (the render itself takes a moment on a busy machine).
    const seconds = () => {
      const [mm, ss] = (view.getByRole('timer').textContent ?? '').split(':').map(Number);
      return mm! * 60 + ss!;
    };
    await view.findByRole('timer');
    const first = seconds();
    expect(first).toBeGreaterThanOrEqual(49 * 60 + 25);
    expect(first).toBeLessThanOrEqual(49 * 60 + 30);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(first - seconds()).toBeGreaterThanOrEqual(2);
    expect(first - seconds()).toBeLessThanOrEqual(4);
    expect(view.getByText('600.50')).toBeInTheDocument();
    expect(view.getByText(wholeText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'))).toBeInTheDocument();
    expect(view.getByText('TRC20')).toBeInTheDocument();
    expect(view.getByRole('img', { name: '付款二维码' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(view.getByRole('button', { name: '充值完成' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: '资金明细' })).toBeInTheDocument();

    // After the window the countdown stops at 00:00.
    // Every tick reads the clock: jump it past the window, and the next tick shows 00:00 and stops.
    vi.setSystemTime(Date.now() + 50 * 60_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(view.getByRole('timer')).toHaveTextContent('00:00'));
  });

  it("a USDT order shows the USDT to send at the order's rate", async () => {
    signIn();
    answerOrder(
      {
        deposit_no: 'D2',
        info: {
          amount: '1000.00',
          created_at: '2020-01-01 12:00:00',
          paytype: 'usdt',
          state: 1,
          usdtrate: '7.1',
        },
        cardlist: {
          mch_id: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          content: 'TRC20',
          payimg: 'data:image/png;base64,iVBORw0KGgo=',
        },
      },
      'usdtpay',
    );
    renderApp('/payInfo?deposit_no=D2', screens);
    // 1000 ÷ 7.1 = 140.845… → 140.84 (the member's own rate, 7.2, would give 138.88)
    expect(await view.findByText('140.84')).toBeInTheDocument();
    expect(view.getByText(/应付/)).toHaveTextContent('应付 140.84 USDT');
  });

  it.each([
    [2, '审核通过', '2020-01-01 12:00:00'],
    [3, '审核拒绝', '2020-01-01 12:00:00'],
    [1, '待审核', '2020-01-01 12:00:00'], // pending, but its 60 minutes are long over
  ])('state %i shows 订单状态：%s instead of a countdown', async (state, label, createdAt) => {
    signIn();
    server.use(
      handle(
        calls.payinfo,
        {
          deposit_no: 'D3',
          info: { amount: '500.00', created_at: createdAt, paytype: 'bank', state },
          cardlist: null,
        },
        { message: 'bankpay' },
      ),
      handle(calls.getpaybank, []),
    );
    renderApp('/payInfo?deposit_no=D3', screens);
    expect(await view.findByText(label)).toBeInTheDocument();
    expect(view.getByText(/订单状态/)).toBeInTheDocument();
    expect(view.queryByRole('timer')).not.toBeInTheDocument();
    expect(view.queryByText(/内完成支付/)).not.toBeInTheDocument();
  });

  it('a bank transfer has no QR code, and copy buttons copy account numbers without spaces', async () => {
    signIn();
    const copied = vi.spyOn(clipboard, 'copyText').mockResolvedValue(true);
    server.use(
      handle(
        calls.payinfo,
        {
          deposit_no: 'D4',
          info: { amount: '500.00', created_at: '2020-01-01 12:00:00', paytype: 'bank' },
          cardlist: {
            mch_id: '6222 0000 1111 2222',
            content: '工商银行',
            payimg: 'data:image/png;base64,iVBORw0KGgo=',
          },
        },
        { message: 'bankpay' },
      ),
      handle(calls.getpaybank, [
        {
          bank_no: '6222 0000 1111 2222',
          bank_owner: '星辰科技',
          bank_address: '北京分行',
          bank_data: { bank_name: '工商银行' },
        },
      ]),
    );
    renderApp('/payInfo?deposit_no=D4', screens);
    const account = await view.findByText('6222 0000 1111 2222');
    expect(view.queryByRole('img', { name: '付款二维码' })).not.toBeInTheDocument();
    const row = account.closest('div')!;
    await userEvent.setup().click(within(row).getByRole('button', { name: '复制' }));
    expect(copied).toHaveBeenCalledWith('6222000011112222');
  });

  it('an unknown or foreign order shows a clear error, not a blank page', async () => {
    signIn();
    server.use(handle(calls.payinfo, null as never, { code: 202, message: '订单不存在' }));
    renderApp('/payInfo?deposit_no=D404', screens);
    const alert = await view.findByRole('alert');
    expect(alert).toHaveTextContent('无法加载该订单');
    expect(alert).toHaveTextContent('订单不存在');
    expect(alert).toHaveTextContent('D404');
  });

  it('wxpay: the WeChat ID is labelled 微信号, and the QR can be saved on the same phone', async () => {
    signIn();
    answerOrder(
      {
        deposit_no: 'D7',
        info: { amount: '200.00', created_at: '2026-11-22 12:00:00', paytype: 'wxpay' },
        cardlist: {
          mch_id: 'xingchen_pay01',
          content: '星辰体育收款',
          payimg: 'data:image/png;base64,iVBORw0KGgo=',
        },
      },
      'bankpay',
    );
    renderApp('/payInfo?deposit_no=D7', screens);
    await view.findByText('xingchen_pay01');
    expect(view.getByText('微信号')).toBeInTheDocument();
    expect(view.queryByText('收款地址')).not.toBeInTheDocument();
    const save = view.getByRole('link', { name: '保存二维码' });
    expect(save).toHaveAttribute('href', 'data:image/png;base64,iVBORw0KGgo=');
    expect(save).toHaveAttribute('download', 'wechat-D7.png');
    expect(view.getByText(/长按二维码/)).toBeInTheDocument();
  });

  it.each([
    ['usdt', 'usdtpay', /^请用USDT钱包App（如imToken、TokenPocket）扫码付款，微信、支付宝无法识别$/],
    ['wxpay', 'bankpay', /^也可长按二维码保存到相册，再打开微信扫一扫识别$/],
    ['alipay', 'bankpay', /^也可长按二维码保存到相册，再打开支付宝扫一扫识别$/],
  ])('a %s order’s QR hint names the app that can read it', async (paytype, message, hint) => {
    signIn();
    answerOrder(
      {
        deposit_no: 'D9',
        info: { amount: '200.00', created_at: '2026-11-22 12:00:00', paytype },
        cardlist: {
          mch_id: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          content: 'TRC20',
          payimg: 'data:image/png;base64,iVBORw0KGgo=',
        },
      },
      message,
    );
    renderApp('/payInfo?deposit_no=D9', screens);
    await view.findByRole('img', { name: '付款二维码' });
    expect(view.getByText(hint)).toBeInTheDocument();
    // A USDT QR sent to WeChat or Alipay reads as garbage: never suggest it.
    if (paytype === 'usdt') expect(view.queryByText(/再打开微信|支付宝扫一扫/)).not.toBeInTheDocument();
  });

  it('a USDT address reads in groups of four and is copied whole, without gaps', async () => {
    signIn();
    const copied = vi.spyOn(clipboard, 'copyText').mockResolvedValue(true);
    answerOrder(
      {
        deposit_no: 'D10',
        info: { amount: '200.00', created_at: '2026-11-22 12:00:00', paytype: 'usdt' },
        cardlist: {
          mch_id: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          content: 'TRC20',
          payimg: 'data:image/png;base64,iVBORw0KGgo=',
        },
      },
      'usdtpay',
    );
    renderApp('/payInfo?deposit_no=D10', screens);
    const address = await view.findByText(wholeText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'));
    expect([...address.querySelectorAll('span')].map((group) => group.textContent)).toEqual([
      'TQn9',
      'Y2kh',
      'EsLJ',
      'W1Ch',
      'VWFM',
      'SMeR',
      'Dow5',
      'KcbL',
      'SE',
    ]);
    await userEvent.setup().click(within(address.closest('div')!).getByRole('button', { name: '复制' }));
    expect(copied).toHaveBeenCalledWith('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  });

  it('bank with several receiving accounts: says which one this order pays', async () => {
    signIn();
    const account = (no: string) => ({
      bank_no: no,
      bank_owner: '星辰体育',
      bank_address: '深圳分行',
      bank_data: { bank_name: '招商银行' },
    });
    server.use(
      handle(
        calls.payinfo,
        {
          deposit_no: 'D8',
          info: { amount: '200.00', created_at: '2026-11-22 12:00:00', paytype: 'bank' },
          cardlist: {
            mch_id: '6214000000000002',
            content: '招商银行 星辰体育',
            payimg: 'data:image/png;base64,iVBORw0KGgo=',
          },
        },
        { message: 'bankpay' },
      ),
      handle(calls.getpaybank, [account('6214000000000001'), account('6214000000000002')]),
    );
    renderApp('/payInfo?deposit_no=D8', screens);
    await view.findByText('6214000000000001');
    expect(view.getByRole('note')).toHaveTextContent('请向标有“本单收款”的账户转账');
    const marked = view.getByText('本单收款').closest('dl')!;
    expect(marked).toHaveTextContent('6214000000000002');
    expect(marked).not.toHaveTextContent('6214000000000001');
    expect(view.queryByRole('link', { name: '保存二维码' })).not.toBeInTheDocument();
  });
});
