import { expect, type Page } from './test';

/** The /api requests of a page that have been reported but not yet answered (or failed). */
export function trackApiRequests(page: Page): { pending: () => number; total: () => number } {
  const pending = new Set<unknown>();
  let total = 0;
  page.on('request', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/api/')) return;
    pending.add(r);
    total += 1;
  });
  const done = (r: unknown) => pending.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { pending: () => pending.size, total: () => total };
}

/**
 * Returns once the page has stopped asking: no /api request unanswered, and none started while the
 * page then ran everything it had queued — an animation frame (React commits and their effects) and
 * a zero-delay timer after it (TanStack Query hands results to the screen on one). That is checked
 * twice in a row, so a request started by the rendering of an answer is waited for too. A
 * duplicate of a read is started by the same answer or render as the read itself, so it is seen.
 */
export async function settled(page: Page, requests: ReturnType<typeof trackApiRequests>): Promise<void> {
  let quietRounds = 0;
  while (quietRounds < 2) {
    await expect.poll(requests.pending, { message: 'requests still unanswered' }).toBe(0);
    const before = requests.total();
    // A zero-delay timer is not a wait on time: timers of equal delay run in order, so it runs
    // after any the page queued before it.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    quietRounds = requests.pending() === 0 && requests.total() === before ? quietRounds + 1 : 0;
  }
}
