import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import FanshuiRoute from './fanshui';
import { signIn } from '@/testing/session';
import { onePage } from '@/testing/one-page';

const page = (rows: { state: number; updated_at: string | null }[]) =>
  onePage(
    rows.map((row, i) => ({
      gamename: `AG真人${i}`,
      money: '1.50',
      created_at: '2026-11-22 10:00:00',
      ...row,
    })),
  );

describe('/fanshui 一键领取', () => {
  it('toasts the message, then refreshes the user info AND the list (the original forgot the list)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const success = vi.spyOn(toast, 'success');
    const userCalls = vi.fn();
    const listCalls = vi.fn();
    const claims = vi.fn();
    // The claim stays in flight until both taps are in, as on a real network (a local mock answers
    // between the two taps of a double tap).
    let tapsDone!: () => void;
    const answerAfter = new Promise<void>((resolve) => (tapsDone = resolve));
    signIn(fixtures.user, { kept: false, balance: '1.00' });
    server.use(
      handle(fixtures.calls.user, fixtures.user, { onRequest: userCalls }),
      handle(fixtures.calls.balance, { balance: '1.00' }),
      handle(fixtures.calls.balancelist, [{ platname: 'ag', name: 'AG真人', balance: '0.00' }]),
      handle(
        fixtures.calls.getfanshui,
        { list: page([{ state: 0, updated_at: null }]), jisuan: '0.00', nojisuan: '1.50' },
        { onRequest: listCalls },
      ),
      handle(fixtures.calls.dofanshui, null, {
        message: '领取成功，共1.50元已转入平台钱包',
        onRequest: claims,
        answerAfter,
      }),
    );
    renderApp('/fanshui', [{ path: '/fanshui', Component: FanshuiRoute }]);
    expect(await view.findByText('暂未领取')).toBeInTheDocument();
    expect(view.getByLabelText('待领取')).toHaveTextContent('1.50');
    const userBefore = userCalls.mock.calls.length;
    const listBefore = listCalls.mock.calls.length;

    server.use(
      handle(
        fixtures.calls.getfanshui,
        { list: page([{ state: 1, updated_at: '2026-11-22 12:00:00' }]), jisuan: '1.50', nojisuan: '0.00' },
        { onRequest: listCalls },
      ),
    );
    await user.dblClick(view.getByRole('button', { name: '一键领取' }));
    tapsDone();
    await waitFor(() => expect(success).toHaveBeenCalledWith('领取成功，共1.50元已转入平台钱包'));
    expect(claims).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(view.getByLabelText('待领取')).toHaveTextContent('0.00'));
    expect(view.getByLabelText('累计领取')).toHaveTextContent('1.50');
    expect(view.getByText('领取时间：2026-11-22 12:00:00')).toBeInTheDocument();
    expect(userCalls.mock.calls.length).toBeGreaterThan(userBefore);
    expect(listCalls.mock.calls.length).toBeGreaterThan(listBefore);
  });

  it('is disabled while nothing waits to be claimed (待领取 0.00)', async () => {
    signIn(fixtures.user, { kept: false, balance: '1.00' });
    server.use(
      handle(fixtures.calls.user, fixtures.user),
      handle(fixtures.calls.balance, { balance: '1.00' }),
      handle(fixtures.calls.balancelist, [{ platname: 'ag', name: 'AG真人', balance: '0.00' }]),
      handle(fixtures.calls.getfanshui, {
        list: page([{ state: 1, updated_at: '2026-11-22 11:00:00' }]),
        jisuan: '1.50',
        nojisuan: '0.00',
      }),
    );
    renderApp('/fanshui', [{ path: '/fanshui', Component: FanshuiRoute }]);
    await waitFor(() => expect(view.getByLabelText('待领取')).toHaveTextContent('0.00'));
    expect(view.getByRole('button', { name: '一键领取' })).toBeDisabled();
  });
});
