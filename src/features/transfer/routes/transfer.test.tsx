import { screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@contract/calls';
import { moneyCalls } from '@contract/money-calls';
import { walletCalls, type VenueWallet } from '@contract/wallet-calls';
import { VENUE_POLL_MS } from '@/config/constants';
import { useSession } from '@/core/session/store';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { callUrl, handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import { expectPausedWhileHidden, readsInFlight, setVisibility, until } from '@/testing/wait';
import TransferRoute from './transfer';
import { signIn } from '@/testing/session';

const screens = [{ path: '/transfer', Component: TransferRoute }];

// The kit's popup captures the pointer for its swipe-to-close gesture; jsdom has no pointer capture.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

let venues: VenueWallet[] = [];
let venueHits = 0;
let transferBodies: unknown[] = [];

function wallets(): VenueWallet[] {
  return [
    { platname: 'ag', name: 'AG真人', balance: '10.00' },
    { platname: 'saba', name: '沙巴体育', balance: '0.00' },
    { platname: 'kx', name: '开元棋牌', balance: '5.50' },
    { platname: 'pg', name: 'PG电子', balance: '0.00' },
    { platname: 'cg', name: '彩光电子', balance: '1.00' },
  ];
}

beforeEach(() => {
  venues = wallets();
  venueHits = 0;
  transferBodies = [];
  signIn({ ...fixtures.user, transferstatus: 0 }, { balance: '100.00' });
  server.use(
    http.post(callUrl(walletCalls.balancelist), () => {
      venueHits += 1;
      return HttpResponse.json({ code: 200, message: 'ok', data: venues });
    }),
  );
});

afterEach(() => setVisibility('visible'));

function answerTransfer(code: number, message: string) {
  server.use(
    handle(moneyCalls.transfer, null, {
      code,
      message,
      onRequest: (r) =>
        void r
          .clone()
          .json()
          .then((b) => transferBodies.push(b)),
    }),
  );
}

/** The kit's popup animates with pointer-events off; jsdom never finishes that animation. */
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

async function pick(user: ReturnType<typeof setup>, side: '转出钱包' | '转入钱包', name: string) {
  await user.click(view.getByRole('button', { name: new RegExp(`^${side}`) }));
  const dialog = await view.findByRole('dialog', { name: '选择钱包' });
  await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${name}`) }));
}

/**
 * /transfer drawn once the venue wallets have answered, its transfers answered with `answer` when
 * one is given; returns the user who taps it.
 */
async function openTransfer(answer?: { code: number; message: string }) {
  if (answer) answerTransfer(answer.code, answer.message);
  const user = setup();
  renderApp('/transfer', screens);
  await view.findByText('AG真人');
  return user;
}

const submit = () => view.getByRole('button', { name: '立即转账' });
const amount = () => view.getByLabelText('转账金额');

describe('/transfer', { timeout: 20_000 }, () => {
  it('toasts the transfer rules in docs/product.md’s order with their exact messages and sends nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = await openTransfer({ code: 200, message: '转账成功' });

    await user.click(submit());
    expect(error).toHaveBeenLastCalledWith('请输入操作金额！');

    await user.type(amount(), '5');
    await pick(user, '转出钱包', 'AG真人');
    await pick(user, '转入钱包', '沙巴体育');
    await user.click(submit());
    expect(error).toHaveBeenLastCalledWith('场馆内钱包不支持互转');

    await pick(user, '转出钱包', '平台钱包');
    await pick(user, '转入钱包', '平台钱包');
    await user.click(submit());
    expect(error).toHaveBeenLastCalledWith('转出和转入账户不能相同');

    await user.clear(amount());
    await user.type(amount(), '0');
    await pick(user, '转入钱包', 'AG真人');
    await user.click(submit());
    expect(error).toHaveBeenLastCalledWith('请输入正确的操作金额');
    expect(transferBodies).toEqual([]);
  });

  it('takes only digits and one point: full-width digits count, a pasted 1e3 / -5 is not taken, never sent as another number', async () => {
    const user = await openTransfer({ code: 200, message: '转账成功' });
    await pick(user, '转入钱包', 'AG真人');
    for (const pasted of ['1e3', '-5', 'abc']) {
      await user.clear(amount());
      await user.paste(pasted);
      expect(amount()).toHaveValue('');
    }
    await user.type(amount(), '-5');
    expect(amount()).toHaveValue('5'); // the minus key does nothing
    await user.clear(amount());
    await user.paste('0100');
    expect(amount()).toHaveValue('100');
    expect(transferBodies).toEqual([]);
    await user.clear(amount());
    await user.paste('１３');
    expect(amount()).toHaveValue('13');
    await user.click(submit());
    await waitFor(() =>
      expect(transferBodies).toEqual([{ amount: 13, sourcetype: 'userbalance', targettype: 'ag' }]),
    );
  });

  it('asks for a target before anything is sent', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = await openTransfer();
    await user.type(amount(), '5');
    await user.click(submit());
    expect(error).toHaveBeenLastCalledWith('请选择转入平台');
  });

  it('a double tap sends one transfer; 200 toasts the message, clears the amount and refreshes the wallets', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = await openTransfer({ code: 200, message: '转账成功' });
    await pick(user, '转入钱包', 'AG真人');
    await user.type(amount(), '30.10');
    const before = venueHits;
    await user.dblClick(submit());
    await waitFor(() => expect(success).toHaveBeenCalledWith('转账成功'));
    expect(transferBodies).toEqual([{ amount: 30.1, sourcetype: 'userbalance', targettype: 'ag' }]);
    expect(amount()).toHaveValue('');
    await until(() => venueHits > before);
  });

  it('a refused transfer toasts the message and keeps the amount', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = await openTransfer({ code: 210, message: '余额不足' });
    await pick(user, '转入钱包', 'AG真人');
    await user.type(amount(), '999');
    await user.click(submit());
    await waitFor(() => expect(error).toHaveBeenCalledWith('余额不足'));
    expect(amount()).toHaveValue('999');
  });

  it('全部金额 takes the source wallet balance', async () => {
    const user = await openTransfer();
    await view.findByText('100.00'); // the balance has answered (before it, the kept copy shows)
    await user.click(view.getByRole('button', { name: '全部金额' }));
    expect(amount()).toHaveValue('100.00');
    await pick(user, '转出钱包', '开元棋牌');
    await user.click(view.getByRole('button', { name: '全部金额' }));
    expect(amount()).toHaveValue('5.50');
  });

  it('shows 4 venues until 展开全部, and tiles are not buttons', async () => {
    const user = setup();
    renderApp('/transfer', screens);
    const grid = await view.findByRole('region', { name: '场馆余额' });
    await within(grid).findByText('AG真人');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(within(grid).queryByRole('button', { name: /AG真人/ })).not.toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: '展开全部' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(grid).getByRole('button', { name: '收起' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
  });

  it('一键回收 toasts the message and refreshes the money', async () => {
    const success = vi.spyOn(toast, 'success');
    let userHits = 0;
    server.use(
      handle(moneyCalls.transall, null, { message: '一键回收成功，共回收16.50元' }),
      handle(calls.user, { ...fixtures.user, transferstatus: 0 }, { onRequest: () => (userHits += 1) }),
    );
    const user = await openTransfer();
    const before = userHits;
    await user.click(view.getByRole('button', { name: '一键回收' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('一键回收成功，共回收16.50元'));
    await until(() => userHits > before);
  });

  it('the free-transfer switch stores the new value, says 操作成功！ and hides the manual controls', async () => {
    const success = vi.spyOn(toast, 'success');
    let sent: unknown;
    server.use(
      handle(moneyCalls.uptransferstatus, null, {
        message: '操作成功！',
        onRequest: (r) =>
          void r
            .clone()
            .json()
            .then((b) => (sent = b)),
      }),
    );
    const user = await openTransfer();
    server.use(handle(calls.user, { ...fixtures.user, transferstatus: 1 }));
    await user.click(view.getByRole('switch', { name: '免转模式' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('操作成功！'));
    expect(sent).toEqual({ transferstatus: 1 });
    expect(useSession.getState().userInfo?.transferstatus).toBe(1);
    await waitFor(() => expect(view.queryByRole('button', { name: '立即转账' })).not.toBeInTheDocument());
    expect(view.getByRole('switch', { name: '免转模式' })).toBeChecked();
  });

  it('the switch tapped twice while the first read of the member runs sends one request and ends on', async () => {
    // A session whose member is not known yet (signed in elsewhere, token only): the screen's first
    // read of the member is still out when the switch is tapped, and answers the old value after
    // the switch's answer. That read must not turn the switch back off.
    signIn({ ...fixtures.user, transferstatus: 0 }, { kept: false, balance: '100.00' });
    let answerFirstRead!: () => void;
    const firstRead = new Promise<void>((resolve) => (answerFirstRead = resolve));
    let status: 0 | 1 = 0;
    let sent = 0;
    let reads = 0;
    server.use(
      http.post(callUrl(calls.user), async () => {
        reads += 1;
        const answer = { ...fixtures.user, transferstatus: status };
        if (status === 0) await firstRead;
        return HttpResponse.json({ code: 200, message: 'ok', data: answer });
      }),
      handle(moneyCalls.uptransferstatus, null, {
        message: '操作成功！',
        onRequest: () => {
          sent += 1;
          status = 1;
        },
      }),
    );
    await openTransfer();
    const toggle = view.getByRole('switch', { name: '免转模式' });
    expect(toggle).not.toBeChecked();
    toggle.click();
    toggle.click();
    await waitFor(() => expect(sent).toBe(1));
    await until(() => reads === 2); // the member is read again after the change
    answerFirstRead(); // then the read from before the change answers the old value
    await waitFor(() => expect(view.getByRole('switch', { name: '免转模式' })).toBeChecked());
    await until(() => readsInFlight() === 0);
    expect(view.getByRole('switch', { name: '免转模式' })).toBeChecked();
    expect(sent).toBe(1);
  });
});

describe('/transfer venue polling', { timeout: 20_000 }, () => {
  it('polls balancelist every 1.5 s while visible, pauses while hidden, and stops on leaving', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { unmount } = renderApp('/transfer', screens);
    await until(() => venueHits === 1);
    await until(() => view.queryByText('AG真人') !== null);
    vi.advanceTimersByTime(VENUE_POLL_MS);
    await until(() => venueHits === 2);
    vi.advanceTimersByTime(VENUE_POLL_MS);
    await until(() => venueHits === 3 && readsInFlight() === 0);

    await expectPausedWhileHidden(VENUE_POLL_MS * 4, () => venueHits);

    unmount();
    vi.advanceTimersByTime(VENUE_POLL_MS * 4);
    expect(readsInFlight()).toBe(0);
    expect(venueHits).toBe(4);
  });

  it('刷新金额 joins the venue poll in flight: one balancelist request, not two', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderApp('/transfer', screens);
    await until(() => view.queryByText('AG真人') !== null);
    let answerPoll!: () => void;
    let userHits = 0;
    server.use(
      http.post(callUrl(walletCalls.balancelist), async () => {
        venueHits += 1;
        await new Promise<void>((resolve) => (answerPoll = resolve));
        return HttpResponse.json({ code: 200, message: 'ok', data: venues });
      }),
      handle(calls.user, { ...fixtures.user, transferstatus: 0 }, { onRequest: () => (userHits += 1) }),
    );
    const before = venueHits;
    vi.advanceTimersByTime(VENUE_POLL_MS); // the poll's read leaves and is held
    await until(() => venueHits === before + 1);
    const refresh = view.getByRole('button', { name: '刷新金额' });
    refresh.click();
    refresh.click();
    await until(() => userHits === 1); // the member is read again, once
    expect(refresh.className).toMatch(/spinning/);
    answerPoll();
    await until(() => !/spinning/.test(refresh.className));
    expect(venueHits).toBe(before + 1);
    expect(userHits).toBe(1);
  });
});
