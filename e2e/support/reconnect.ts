import { trackApiRequests } from './api-requests';
import { expect, type BrowserContext, type Page } from './test';

/**
 * Brings the connection back and returns once everything the page sent because of it has been
 * answered, so the caller can count what the server received — without waiting on a clock.
 *
 * Why this proves that nothing was re-sent: whatever the app could do on reconnect (TanStack Query
 * resuming a paused mutation, an 'online' listener sending a request again) starts in the browser's
 * 'online' event, whose listeners call fetch() in that task or its microtasks.
 *   1. We wait in the page for that event; all its listeners, the app's and ours, run in one task.
 *   2. A later task — it starts only after that task and its microtasks — sends a sentinel read.
 *      Chromium reports requests in the order fetch() was called, so by the time the sentinel has
 *      its answer every re-sent request has been reported too.
 *   3. We wait until every /api request reported since then has its answer; the reference server
 *      writes its rows before it answers, so the database is final.
 * Something re-sent later on a timer (a retry with back-off) is outside this proof: mutations
 * never retry (src/lib/query-client.ts and its unit test say so).
 */
export async function reconnect(page: Page, context: BrowserContext): Promise<void> {
  const requests = trackApiRequests(page);
  const online = page.evaluate(
    () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  );
  // The listener must be in place before the event can fire: a no-op round trip after the one above.
  await page.evaluate(() => undefined);
  await context.setOffline(false);
  await online;
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  // Read to its end: Chromium reports a request finished only once its body has been taken.
  const sentinel = await page.evaluate(async () => {
    const answer = await fetch('/api/homenotice', { method: 'POST' });
    await answer.text();
    return answer.status;
  });
  expect(sentinel).toBe(200);
  await expect.poll(requests.pending, { message: 'requests sent on reconnect still unanswered' }).toBe(0);
}
