import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a later task where the browser has no scheduler.yield (a timer queued before it has run)', async () => {
    vi.stubGlobal('scheduler', undefined);
    let ran = false;
    setTimeout(() => (ran = true), 0);
    await yieldToMain();
    expect(ran).toBe(true);
  });

  it('uses scheduler.yield where there is one', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
