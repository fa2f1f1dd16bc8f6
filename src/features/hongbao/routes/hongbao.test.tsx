import { screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reduceMotion, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { describe, expect, it, vi } from 'vitest';
import { dialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import HongbaoRoute, { MASK_GUARD_MS } from './hongbao';
import { signIn } from '@/testing/session';

const screens = [
  { path: '/hongbao', Component: HongbaoRoute },
  { path: '/wallet', element: <p>钱包页面</p> },
];

const info = (sendnums: number, acquirednum = 0) => ({
  sendnums,
  acquirednum,
  max_times: sendnums + acquirednum,
  rules: [
    {
      start_time: '2026-11-01 00:00:00',
      end_time: '2026-11-30 23:59:59',
      day_flow: 100,
      flow_money: 999,
      recharge: 1,
    },
  ],
});

/** The info of a draw window from 10:00 to 12:00 on 2026-11-26 (Beijing), open or not yet. */
const tenToNoon = (sendnums: number, open: boolean) => ({
  ...info(sendnums),
  window_from: '2026-11-26 10:00:00',
  window_to: '2026-11-26 12:00:00',
  window_open: open,
});

function signedIn(...handlers: Parameters<typeof server.use>) {
  signIn(fixtures.user, { kept: false, balance: '1.00' });
  server.use(...handlers);
}

describe('/hongbao screen', () => {
  it('shows the counts and the rule table with the deposit band and draws', async () => {
    signedIn(handle(fixtures.calls.userredpacket, info(2, 1)));
    renderApp('/hongbao', screens);
    expect(await view.findByLabelText('剩余领取次数')).toHaveTextContent('2');
    expect(view.getByLabelText('已领取次数')).toHaveTextContent('1');
    expect(view.getByLabelText('当前最多可领')).toHaveTextContent('3');
    expect(await view.findByRole('cell', { name: '100.00 - 999.00' })).toBeInTheDocument();
    expect(view.getByRole('cell', { name: '1次' })).toBeInTheDocument();
  });

  it('outside the draw window says when it opens before any tap', async () => {
    signedIn(handle(fixtures.calls.userredpacket, tenToNoon(2, false)));
    renderApp('/hongbao', screens);
    expect(await view.findByText('下一场开抢：11月26日 10:00–12:00（北京时间）')).toBeInTheDocument();
  });

  it('outside the draw window 立即抢红包 waits, counting down live, and opens at the start', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 1, 59, 57)); // 09:59:57 in Beijing
    const closed = tenToNoon(2, false);
    signedIn(handle(fixtures.calls.userredpacket, closed));
    renderApp('/hongbao', screens);
    const timer = await view.findByRole('timer', { name: '距开抢' });
    expect(timer.textContent).toMatch(/^00:00:0[23]$/);
    expect(view.getByRole('button', { name: /立即抢红包/ })).toBeDisabled();
    // At 10:00 the counts are read again: the server says the window is open.
    server.use(handle(fixtures.calls.userredpacket, { ...closed, window_open: true }));
    await vi.advanceTimersByTimeAsync(3500);
    await waitFor(() => expect(view.queryByRole('timer')).toBeNull());
    expect(view.getByRole('button', { name: /立即抢红包/ })).toBeEnabled();
  });

  it('a member who has taken this window’s draws is told so, without 立即充值', async () => {
    signedIn(handle(fixtures.calls.userredpacket, info(0, 2)));
    const user = userEvent.setup();
    renderApp('/hongbao', screens);
    await view.findByLabelText('已领取次数');
    await user.click(view.getByRole('button', { name: /立即抢红包/ }));
    const popup = await view.findByRole('dialog', { name: '本场抢红包次数已用完，请等待下一场活动' });
    expect(within(popup).queryByRole('button', { name: '立即充值' })).toBeNull();
    expect(view.queryByText('您还未达到领取条件，快去完成吧！')).toBeNull();
  });

  it('while the window is open there is no notice', async () => {
    signedIn(handle(fixtures.calls.userredpacket, tenToNoon(2, true)));
    renderApp('/hongbao', screens);
    await view.findByRole('cell', { name: '1次' });
    expect(view.queryByText(/下一场开抢/)).not.toBeInTheDocument();
  });

  it('rules sharing one activity period show its dates once, above the table', async () => {
    const shared = info(1);
    shared.rules.push({ ...shared.rules[0]!, day_flow: 1000, flow_money: 4999, recharge: 2 });
    signedIn(handle(fixtures.calls.userredpacket, shared));
    renderApp('/hongbao', screens);
    await view.findByRole('cell', { name: '2次' });
    expect(view.getAllByText('2026-11-01')).toHaveLength(1);
    expect(view.queryByRole('columnheader', { name: '活动时间' })).not.toBeInTheDocument();
    expect(view.getByText(/活动时间：/)).toBeInTheDocument();
  });

  it('blocks locally with no draws left and offers 立即充值 to /wallet?type=0', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // the kit's popups animate in jsdom
    const draw = vi.fn();
    signedIn(
      handle(fixtures.calls.userredpacket, info(0)),
      handle(fixtures.calls.douserredpacket, { redpacketmoney: '1' }, { onRequest: draw }),
    );
    const { router } = renderApp('/hongbao', screens);
    await view.findByRole('cell', { name: '1次' });
    await user.click(view.getByRole('button', { name: /立即抢红包/ }));
    const popup = await view.findByRole('dialog', { name: '您还未达到领取条件，快去完成吧！' });
    expect(draw).not.toHaveBeenCalled();
    await user.click(within(popup).getByRole('button', { name: '立即充值' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/wallet?type=0'),
    );
  });

  it('one draw per double tap; a win shows the amount and reloads the info', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // the kit's popups animate in jsdom
    const draws = vi.fn();
    // The draw stays in flight until both taps are in, as on a real network (a local mock answers
    // between the two taps of a double tap).
    let tapsDone!: () => void;
    const answerAfter = new Promise<void>((resolve) => (tapsDone = resolve));
    signedIn(
      handle(fixtures.calls.douserredpacket, { redpacketmoney: '8.8' }, { onRequest: draws, answerAfter }),
      handle(fixtures.calls.userredpacket, info(2)),
    );
    renderApp('/hongbao', screens);
    await view.findByRole('cell', { name: '1次' });
    const infoCalls = vi.fn();
    // After the win the info reloads: one draw taken.
    server.use(handle(fixtures.calls.userredpacket, info(1, 1), { onRequest: infoCalls }));
    await user.dblClick(view.getByRole('button', { name: /立即抢红包/ }));
    tapsDone();
    expect(await view.findByRole('dialog', { name: '恭喜您抢到8.80元' })).toBeInTheDocument();
    expect(draws).toHaveBeenCalledTimes(1);
    // The kit mounts the popup's mask a frame after its content: until the result is closed, a
    // tap that reaches the button underneath in that frame draws nothing.
    expect(view.getByRole('button', { name: /立即抢红包/, hidden: true })).toBeDisabled();
    await waitFor(() => expect(infoCalls).toHaveBeenCalled());
    await waitFor(() => expect(view.getByLabelText('已领取次数')).toHaveTextContent('1'));
  });

  it("a tap on the mask right after the result opens (a double tap's second tap) keeps it; a later tap closes it", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // the kit's popups animate in jsdom
    const draws = vi.fn();
    signedIn(
      handle(fixtures.calls.douserredpacket, { redpacketmoney: '8.8' }, { onRequest: draws }),
      handle(fixtures.calls.userredpacket, info(2)),
    );
    renderApp('/hongbao', screens);
    await view.findByRole('cell', { name: '1次' });
    // Only the guard's clock (performance.now) is held: the timers React, the kit and user-event run
    // on keep running. A spy on the page's own performance object (not fake timers, which may stand
    // in for another global than the one the screen reads) makes the guard's window exact.
    let now = 1_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    // With motion reduced the kit's popup opens and closes at once, so visibility says only whether
    // the mask tap closed it.
    reduceMotion();
    try {
      await user.click(view.getByRole('button', { name: /立即抢红包/ }));
      const won = await view.findByRole('dialog', { name: '恭喜您抢到8.80元' });
      // The result popup's own mask (the draw's loading toast has one too), found again for each tap.
      // The kit mounts it an animation frame after the popup's content: a click on a mask not yet
      // there would land where the pointer last was, on the draw button, and draw again.
      const mask = () =>
        waitFor(() => {
          const element = document.querySelector<HTMLElement>('.adm-center-popup-mask');
          expect(element).not.toBeNull();
          return element as HTMLElement;
        });
      now += MASK_GUARD_MS - 100;
      await user.click(await mask());
      expect(won).toBeVisible();
      now += 100;
      await user.click(await mask());
      await waitFor(() => expect(view.queryByRole('dialog', { name: '恭喜您抢到8.80元' })).toBeNull());
      expect(draws).toHaveBeenCalledTimes(1); // no tap reached the draw button under the popup
    } finally {
      restoreMotion();
      clock.mockRestore();
    }
  });

  it('a non-200 draw shows the server message in the popup; no answer says the outcome is unknown', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // the kit's popups animate in jsdom
    const error = vi.spyOn(toast, 'error');
    signedIn(
      handle(fixtures.calls.userredpacket, info(2)),
      handle(
        fixtures.calls.douserredpacket,
        { redpacketmoney: '0' },
        { code: 1, message: '活动尚未开始，请耐心等待' },
      ),
    );
    renderApp('/hongbao', screens);
    await view.findByRole('cell', { name: '1次' });
    await user.click(view.getByRole('button', { name: /立即抢红包/ }));
    const popup = await view.findByRole('dialog', { name: '活动尚未开始，请耐心等待' });
    expect(error).not.toHaveBeenCalled();
    await user.click(within(popup).getByRole('button', { name: '确定' }));

    const ask = vi.spyOn(dialog, 'confirm').mockResolvedValue(false);
    server.use(handleNetworkError(fixtures.calls.douserredpacket));
    await user.click(view.getByRole('button', { name: /立即抢红包/ }));
    // Over docs/product.md#errors-and-fixed-texts: 服务器异常: a draw with no answer may have paid out.
    await waitFor(() =>
      expect(ask).toHaveBeenCalledWith(
        expect.objectContaining({ content: '网络异常，提交结果未知，请先查看交易记录再重试' }),
      ),
    );
  });

  it('is blocked with 红包已关闭 when the switch is off', async () => {
    signedIn(
      handle(fixtures.calls.app, { ...fixtures.appInfo, redpacket_switch: 0 }),
      handle(fixtures.calls.userredpacket, info(2)),
    );
    renderApp('/hongbao', screens);
    expect(await view.findByText('红包已关闭')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: /立即抢红包/ })).toBeNull();
  });
});
