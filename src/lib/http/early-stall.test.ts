import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@contract/calls';
import { callUrl } from '@/testing/handlers';
import { clearPreloaded } from '@/testing/early-answers';
import { request } from './client';
import { ApiError } from './errors';

/** Leaves a preloaded answer that never comes for the balance call. */
function stalledPreload(): void {
  const page = window as unknown as { __h5Early?: Record<string, unknown> };
  page.__h5Early = {
    [`POST ${callUrl(calls.balance)} {}`]: { at: Date.now(), response: new Promise<Response>(() => {}) },
  };
}

describe('a preloaded answer', () => {
  afterEach(() => {
    clearPreloaded();
    vi.restoreAllMocks();
  });

  it("fails like any read when it stalls past the client's timeout", async () => {
    const timeout = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeout.signal);
    stalledPreload();
    const read = request(calls.balance, {}, { toast: 'none' });
    timeout.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(read).rejects.toMatchObject({ kind: 'network' });
    await expect(read).rejects.toBeInstanceOf(ApiError);
  });

  it('is cancelled with the read that took it', async () => {
    stalledPreload();
    const cancel = new AbortController();
    const read = request(calls.balance, {}, { toast: 'none', signal: cancel.signal });
    cancel.abort();
    await expect(read).rejects.toMatchObject({ kind: 'network' });
  });
});
