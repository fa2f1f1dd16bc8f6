import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';

/**
 * Wait for a condition using the real clock's macrotask queue. For tests that fake only the
 * interval timers: Vitest's and Testing Library's waitFor would advance or use those fakes.
 */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('until: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Reads the app's query client is running now. A read starts synchronously when it is asked for (a
 * poll's tick, a refetch), so right after fake timers advanced, 0 proves no read was asked for:
 * what a test means by "nothing was sent", without sleeping and hoping.
 */
export function readsInFlight(): number {
  return queryClient.isFetching();
}

/**
 * Let what a finished read scheduled reach the screen: TanStack batches its notifications into a
 * macrotask, React commits after them. For a test that then checks something did NOT appear.
 */
export async function flushRenders(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

export function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * A poll that pauses while the tab is hidden (src/lib/use-visible-interval.ts), under fake timers:
 * `hiddenMs` pass hidden without a read, and showing the tab again reads once, at once (no timer
 * involved). `hits` counts the poll's reads.
 */
export async function expectPausedWhileHidden(hiddenMs: number, hits: () => number): Promise<void> {
  const before = hits();
  setVisibility('hidden');
  vi.advanceTimersByTime(hiddenMs);
  expect(readsInFlight()).toBe(0);
  expect(hits()).toBe(before);
  setVisibility('visible');
  await until(() => hits() === before + 1 && readsInFlight() === 0);
}

/**
 * Under fake timers: `promise` (a wait with a time limit) is still pending `ms - 1` ms from now and
 * has settled at `ms`.
 */
export async function expectSettlesAt(promise: Promise<unknown>, ms: number): Promise<void> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
}
