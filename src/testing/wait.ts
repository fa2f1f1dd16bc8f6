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

/** Let pending promise callbacks and fetches settle. */
export async function settle(ms = 30): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

export function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}
