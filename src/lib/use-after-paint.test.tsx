import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('turns true only once a frame has passed after ready and the browser is idle, and stays true', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), {
      initialProps: { ready: false },
    });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);

    rerender({ ready: true });
    // Tasks alone do not do it: it waits for a frame.
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersToNextFrame());
    // Painted, but the frame may not be on screen yet: it waits for the browser to be idle (here,
    // without requestIdleCallback, whenIdle's fallback timeout).
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);

    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
