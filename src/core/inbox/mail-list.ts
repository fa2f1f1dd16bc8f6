import { inboxCalls } from '@contract/inbox-calls';
import type { MailRow } from '@contract/inbox-entities';
import type { Paginator } from '@contract/envelope';
import {
  type InfiniteData,
  type Query,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { FIRST_PAGE } from '@/config/constants';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { useIsSignedIn } from '@/core/session/store';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { markMailRead, useMailReadMarks } from './read-marks';

/** POST /api/mail {page} → one page of the member's 站内信, newest first. */
export function fetchMailPage(page: number) {
  return request(inboxCalls.mail, { page });
}

export type MailPage = Awaited<ReturnType<typeof fetchMailPage>>;

/**
 * The 站内信 list's key, per account. The inbox's list and the unread count on /mine and the tab
 * read the same infinite query, so they never disagree and /mine's read is the list's first page.
 */
export const mailListKey = accountKeyFactory('mail');

/**
 * The one definition of the mail list query: its key, fetcher and freshness. The inbox's
 * InfiniteList and the unread count both take it, so one key never has two shapes or two
 * freshness rules.
 */
export const mailListQuery = (account: string) => ({
  queryKey: mailListKey(account),
  fetchPage: fetchMailPage,
  // News is the point of the count: each visit to /mine or /message asks again while only the
  // newest page is loaded. An inbox read further down is fresh as long as any read: asking again
  // refetches every loaded page one after another, and a member coming Back would wait for all.
  staleTime: (query: Query<MailPage, Error, InfiniteData<MailPage, number>>) =>
    (query.state.data?.pages.length ?? 0) > 1 ? freshness.read : freshness.always,
});

/**
 * Whether the member has read `mail`: the server's flag when it sends one; otherwise (a back end of
 * the family that keeps no read state) whether this account opened it on this device.
 */
export const isMailRead = (mail: MailRow, marks: ReadonlySet<number>) =>
  mail.is_read === undefined || mail.is_read === null ? marks.has(mail.id) : !!mail.is_read;

/**
 * How many mails are unread: the server's count of every page when it sends one, otherwise the
 * unread rows of the newest page (by this device's marks). 0 until the page has loaded, and for a
 * guest.
 */
export function useUnreadMailCount(): number {
  const account = useAccount();
  const signedIn = useIsSignedIn();
  const marks = useMailReadMarks(account);
  const { queryKey, fetchPage, staleTime } = mailListQuery(account);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last: Paginator<MailRow>) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    enabled: signedIn,
    staleTime,
  });
  const first = query.data?.pages[0];
  if (!first) return 0;
  if (typeof first.unread === 'number') return first.unread;
  return first.data.filter((mail) => !isMailRead(mail, marks)).length;
}

/**
 * A mail was opened: the device keeps its mark (for a back end without read state), and the loaded
 * list shows it read at once (the server read it on mail_detail), one fewer unread counted.
 */
function noteMailOpened(queryClient: QueryClient, account: string, id: number): void {
  markMailRead(account, id);
  queryClient.setQueryData<InfiniteData<MailPage, number>>(mailListKey(account), (data) => {
    if (!data) return data;
    const wasUnread = data.pages.some((page) =>
      page.data.some((mail) => mail.id === id && mail.is_read === false),
    );
    if (!wasUnread) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unread: typeof page.unread === 'number' ? Math.max(0, page.unread - 1) : page.unread,
        data: page.data.map((mail) => (mail.id === id ? { ...mail, is_read: true } : mail)),
      })),
    };
  });
}

/**
 * Once mail `id` has opened (`openedId`, the detail's own id, is known), the list and the counts
 * show it read (noteMailOpened).
 */
export function useMailOpened(id: number | null, openedId: number | undefined): void {
  const account = useAccount();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (openedId !== undefined && id !== null) noteMailOpened(queryClient, account, id);
  }, [queryClient, account, id, openedId]);
}
