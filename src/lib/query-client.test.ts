import { MutationObserver, QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http/errors';
import { createQueryClient, refreshReads, shouldRetryQuery } from './query-client';

describe('retry policy', () => {
  it.each([
    ['network, first failure', 0, new ApiError('network', 'x', 'm'), true],
    ['network, second failure', 1, new ApiError('network', 'x', 'm'), false],
    ['business code', 0, new ApiError('business', 'x', 'm', 1), false],
    ['invalid answer', 0, new ApiError('invalid', 'x', 'm'), false],
    ['unauthorized', 0, new ApiError('unauthorized', 'x', 'm', 401), false],
    ['unknown error', 0, new Error('boom'), true],
  ])('%s → %s', (_, count, error, expected) => {
    expect(shouldRetryQuery(count, error)).toBe(expected);
  });

  it('mutations never retry', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('network mode', () => {
  it('a mutation started offline runs now (and fails now), never paused until reconnect', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    try {
      const mutationFn = vi.fn(() => Promise.reject(new ApiError('offline', 'withdraw', 'm')));
      const observer = new MutationObserver(client, { mutationFn });
      await expect(observer.mutate()).rejects.toMatchObject({ kind: 'offline' });
      expect(mutationFn).toHaveBeenCalledTimes(1);
      expect(
        client
          .getMutationCache()
          .getAll()
          .some((m) => m.state.isPaused),
      ).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('a query offline fails at once without a retry (the screen shows 网络异常)', async () => {
    const client = createQueryClient();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    try {
      const queryFn = vi.fn(() => Promise.reject(new ApiError('network', 'x', 'm')));
      await expect(client.fetchQuery({ queryKey: ['probe'], queryFn })).rejects.toMatchObject({
        kind: 'network',
      });
      expect(queryFn).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('a stale query on screen refetches when the connection comes back', async () => {
    const client = createQueryClient();
    client.mount();
    const queryFn = vi.fn(() => Promise.resolve('ok'));
    const observer = new QueryObserver(client, { queryKey: ['probe'], queryFn, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => {});
    try {
      await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1), { timeout: 5000 });
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
      await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2), { timeout: 5000 });
    } finally {
      unsubscribe();
      client.unmount();
      onlineManager.setOnline(true);
    }
  });

  it('a read that failed on a page loaded offline refetches when the connection comes back', async () => {
    // A reload offline: the manager has never seen an `offline` event, only the browser knows.
    onlineManager.setOnline(true);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    client.mount();
    const queryFn = vi.fn(() =>
      navigator.onLine ? Promise.resolve('rows') : Promise.reject(new ApiError('network', 'x', 'm')),
    );
    const observer = new QueryObserver(client, { queryKey: ['offline-reload'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), { timeout: 5000 });
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('rows'), { timeout: 5000 });
    } finally {
      unsubscribe();
      client.unmount();
      onLine.mockRestore();
      onlineManager.setOnline(true);
    }
  });
});

describe('refreshReads (pull to refresh)', () => {
  it('joins a read already on its way instead of cancelling it and sending another', async () => {
    const client = new QueryClient();
    let calls = 0;
    let release = () => {};
    const observer = new QueryObserver(client, {
      queryKey: ['u', 'a', 'list'],
      queryFn: () => {
        calls += 1;
        return new Promise<number>((resolve) => (release = () => resolve(calls)));
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(calls).toBe(1);
    const refreshed = refreshReads(client, [['u', 'a']]);
    release();
    await refreshed;
    expect(calls).toBe(1);
    expect(client.getQueryData(['u', 'a', 'list'])).toBe(1);

    // With nothing running, a pull asks again.
    const again = refreshReads(client, [['u', 'a']]);
    release();
    await again;
    expect(calls).toBe(2);
    unsubscribe();
  });
});
