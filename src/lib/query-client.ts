import { QueryClient, onlineManager, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/errors';
import { freshness } from '@/lib/freshness';

/*
 * How each kind of thing the app asks for is asked again, in one place:
 * - a query (a read): at most once, and only when there was no answer (network) while the browser
 *   thinks it is online (`shouldRetryQuery`); a business code or an answer outside the contract
 *   will not change by asking again, and offline the screen shows its 网络异常 state at once. Every
 *   read refetches on reconnect. 重试 asks again, joining a read that runs (`retryRead`).
 * - a mutation (an action): never (`mutations.retry: false` below, the one place it is set): a
 *   replayed POST can move money twice. A request gets no answer after REQUEST_TIMEOUT_MS
 *   (src/config/constants.ts, applied in src/lib/http/client.ts to every request and preload).
 * - a screen's code (src/app/screen.tsx): after the delays of `SCREEN_RETRY_MS` while online, on
 *   the next 'online' event, and on 重试.
 * - a lazy part's code (src/lib/lazy-part.tsx): the next time the part is drawn anew.
 */

/** Delays of the retries a screen that failed to load while online makes by itself. */
export const SCREEN_RETRY_MS = [1000, 3000, 9000];

/** The query retry policy (see above). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !navigator.onLine) return false;
  return !isApiError(error) || error.kind === 'network';
}

/**
 * TanStack's online manager starts out believing it is online and only learns otherwise from an
 * `offline` event. A page loaded while offline never gets that event, so the `online` event that
 * follows changed nothing in its eyes and no failed read refetched on reconnect. It reads the
 * browser's own answer now and on every change instead.
 */
function followBrowserConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    const sync = () => setOnline(navigator.onLine);
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('offline', sync);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', sync);
    };
  });
}

export function createQueryClient(): QueryClient {
  followBrowserConnection();
  return new QueryClient({
    defaultOptions: {
      // TanStack's default ('online') pauses a request while the browser is offline and
      // sends it on reconnect — a withdrawal tapped offline would be filed minutes later on another
      // screen. Every request runs now or fails now; reads refetch on reconnect (refetchOnReconnect).
      queries: {
        networkMode: 'always',
        // Said explicitly: TanStack defaults it to `networkMode !== 'always'`, so with the line
        // above nothing would refetch when the connection comes back.
        refetchOnReconnect: true,
        retry: shouldRetryQuery,
        staleTime: freshness.read,
        // Phones switch apps constantly; refetch-on-focus would storm the API. Polls handle freshness.
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/** The app's single client; the session module clears account data from it on logout. */
export const queryClient = createQueryClient();

/**
 * After an action changed what a key holds, the key is read again, and a read of it already running
 * is cancelled first: it started before the change and may answer the old state. TanStack's
 * invalidate alone joins a running read that has no data yet (a screen's first read), so a switch
 * tapped while its screen's first read of the member ran was turned back off by that read's answer.
 */
export async function refetchAfterChange(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}

/**
 * For a read a tap asks for again (重试, 刷新): a second tap while that read runs joins it. By
 * default TanStack's `refetch` and `fetchNextPage` cancel the running read and send another, so a
 * double tap on 重试 was two requests.
 */
export const joinRunningFetch = { cancelRefetch: false } as const;

/** A read a tap can ask for again: a TanStack query result, or just its refetch. */
export interface Rereadable {
  refetch: (options: typeof joinRunningFetch) => Promise<unknown>;
}

/** What a read's 重试 / 刷新 tap calls: the read again, joining it while it runs. */
export function retryRead(query: Rereadable): () => void {
  return () => void query.refetch(joinRunningFetch);
}

/**
 * What an infinite list's 重试 calls: the page that failed again (the next one, or the first read),
 * joining it while it runs, as retryRead does for a single read.
 */
export function retryPage(query: {
  refetch: (options: typeof joinRunningFetch) => Promise<unknown>;
  fetchNextPage: (options: typeof joinRunningFetch) => Promise<unknown>;
  isFetchNextPageError: boolean;
}): () => void {
  return () =>
    void (query.isFetchNextPageError
      ? query.fetchNextPage(joinRunningFetch)
      : query.refetch(joinRunningFetch));
}

/** Load an infinite list's next page on approach, joining the one that runs (never a second). */
export function loadNextPage(query: {
  fetchNextPage: (options: typeof joinRunningFetch) => Promise<unknown>;
}): () => void {
  return () => void query.fetchNextPage(joinRunningFetch);
}

/**
 * What a pull to refresh calls: every read on screen under these keys again. A read already on
 * its way is joined, not cancelled and sent again (TanStack's default for `refetchQueries`), so a
 * pull during a poll or a page load costs no second request.
 */
export function refreshReads(client: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(
    keys.map((queryKey) => client.refetchQueries({ queryKey, type: 'active' }, joinRunningFetch)),
  );
}

/** `refreshReads` on the app's query client, for a control that refreshes (a pull to refresh). */
export function useRefreshReads(keys: readonly QueryKey[]): () => Promise<unknown> {
  const client = useQueryClient();
  return () => refreshReads(client, keys);
}
