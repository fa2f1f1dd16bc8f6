import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountKeyFactory } from '@/core/session/query-keys';
import { MONEY_KEYS } from '@/core/wallets/money-queries';
import { createQueryClient } from '@/lib/query-client';
import { useAction } from './use-action';

const betAmountKey = accountKeyFactory('betAmount');
const redPacketKey = accountKeyFactory('redpacket');
const switchKey = accountKeyFactory('switch');

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

/** A query client of the test's own, to look into, and the wrapper that provides it. */
function ownClient() {
  const client = createQueryClient();
  const own = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, own };
}

describe('useAction', () => {
  it('runs an action once while it is in flight, however often it is called', async () => {
    let finish!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useAction(action), { wrapper });

    let first!: Promise<void | undefined>;
    act(() => {
      first = result.current.run();
      void result.current.run();
      void result.current.run();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.pending).toBe(false);

    // A new intent after the first has settled runs again.
    act(() => void result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('unlocks after a failure so the user can try again', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useAction(action), { wrapper });
    await act(async () => {
      await expect(result.current.run()).rejects.toThrow('offline');
    });
    await act(async () => {
      await expect(result.current.run()).resolves.toBe('ok');
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'key factories',
      [...MONEY_KEYS, betAmountKey],
      ['balance', 'user', 'venueWallets', 'gettransrecord', 'betAmount'],
    ],
    ['a function of the answer', (won: boolean) => (won ? [redPacketKey] : []), ['redpacket']],
  ])('refetches what the call changed (%s), unless it was refused (false)', async (_, invalidates, calls) => {
    const { client, own } = ownClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useAction(async (ok: boolean) => ok, { invalidates }), {
      wrapper: own,
    });
    await act(async () => void (await result.current.run(false)));
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => void (await result.current.run(true)));
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(calls.map((call) => ['u', 'guest', call]));
  });

  it('never retries a failed action', async () => {
    const failing = vi.fn().mockRejectedValue(new Error('no answer'));
    const { result } = renderHook(() => useAction(failing), { wrapper });
    await act(async () => {
      await expect(result.current.run()).rejects.toThrow('no answer');
    });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('a read that started before the change never answers for after it (the first read too)', async () => {
    const { own } = ownClient();
    let answerOld!: (value: string) => void;
    const reads = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValue('on');
    const CHANGES = [switchKey];
    const { result } = renderHook(
      () => ({
        read: useQuery({ queryKey: ['u', 'guest', 'switch'], queryFn: reads }),
        action: useAction(async () => true, { invalidates: CHANGES }),
      }),
      { wrapper: own },
    );
    expect(reads).toHaveBeenCalledTimes(1); // the first read runs, no data yet
    await act(async () => void (await result.current.action.run()));
    answerOld('off'); // it was read before the change and answers after it
    await waitFor(() => expect(result.current.read.data).toBe('on'));
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('names what changed by key factories, never by strings (a renamed key is a compile error)', () => {
    renderHook(
      () =>
        // @ts-expect-error a string is not a key factory
        useAction(async () => true, { invalidates: ['agent/memberlist'] }),
      { wrapper },
    );
  });
});
