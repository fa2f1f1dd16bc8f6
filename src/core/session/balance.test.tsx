import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@contract/calls';
import { BALANCE_POLL_MS } from '@/config/constants';
import { storageKeys } from '@/lib/storage';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { expectPausedWhileHidden, readsInFlight, setVisibility, until } from '@/testing/wait';
import { useBalance, useBalancePolling } from './balance';
import { hydrateSession, useSession } from './store';

function Poller() {
  useBalancePolling();
  const { balance } = useBalance();
  return <output>{String(balance)}</output>;
}

let hits = 0;

beforeEach(() => {
  hits = 0;
  server.use(handle(calls.balance, { balance: '10.00' }, { onRequest: () => (hits += 1) }));
  // Only the interval is faked: fetch, MSW and promise scheduling keep the real clock.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => setVisibility('visible'));

describe('balance polling', () => {
  it('polls every 4300 ms while a token exists', async () => {
    sessionStorage.setItem(storageKeys.token, 'tok-1');
    hydrateSession();
    renderWithProviders(<Poller />);
    await until(() => hits === 1 && readsInFlight() === 0); // the query's first fetch on mount, answered
    vi.advanceTimersByTime(BALANCE_POLL_MS - 1);
    expect(readsInFlight()).toBe(0);
    expect(hits).toBe(1);
    vi.advanceTimersByTime(1);
    await until(() => hits === 2);
    vi.advanceTimersByTime(BALANCE_POLL_MS);
    await until(() => hits === 3);
    expect(BALANCE_POLL_MS).toBe(4300);
  });

  it('does not poll without a token and stops when the token goes', async () => {
    renderWithProviders(<Poller />);
    vi.advanceTimersByTime(BALANCE_POLL_MS * 3);
    expect(readsInFlight()).toBe(0);
    expect(hits).toBe(0);

    useSession.getState().setToken('tok-2');
    await until(() => hits === 1 && readsInFlight() === 0);
    useSession.getState().setToken(null);
    vi.advanceTimersByTime(BALANCE_POLL_MS * 3);
    expect(readsInFlight()).toBe(0);
    expect(hits).toBe(1);
  });

  it('pauses while the tab is hidden and refreshes at once when it shows again', async () => {
    sessionStorage.setItem(storageKeys.token, 'tok-1');
    hydrateSession();
    renderWithProviders(<Poller />);
    await until(() => hits === 1 && readsInFlight() === 0);

    await expectPausedWhileHidden(BALANCE_POLL_MS * 5, () => hits);
    vi.advanceTimersByTime(BALANCE_POLL_MS - 1);
    expect(readsInFlight()).toBe(0);
    expect(hits).toBe(2); // the cadence restarted from the moment it became visible
    vi.advanceTimersByTime(1);
    await until(() => hits === 3);
  });
});
