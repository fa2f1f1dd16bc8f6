import { inboxCalls } from '@contract/inbox-calls';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE } from '@/config/constants';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { useIsSignedIn } from '@/core/session/store';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { useMailReadMarks } from './read-marks';

/** POST /api/mail {page} → one page of the member's 站内信, newest first. */
export function fetchMailPage(page: number) {
  return request(inboxCalls.mail, { page });
}

/**
 * The 站内信 list's key, per account. The inbox's list and the unread dot on /mine read the same
 * infinite query, so the dot and the list never disagree and /mine's read is the list's first page.
 */
export const mailListKey = (account: string) => accountKey(account, 'mail');

/**
 * Whether the newest page of mail holds one this account has not opened on this device (the
 * family's answers carry no read flag). False until the page has loaded, and for a guest.
 */
export function useHasUnreadMail(): boolean {
  const account = useAccount();
  const signedIn = useIsSignedIn();
  const read = useMailReadMarks(account);
  const query = useInfiniteQuery({
    queryKey: mailListKey(account),
    queryFn: ({ pageParam }) => fetchMailPage(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled: signedIn,
    // News is the point of the dot: each visit to /mine or /message asks again while only the
    // newest page is loaded. An inbox read further down is fresh as long as any read: asking again
    // refetches every loaded page one after another, and a member coming Back would wait for all.
    staleTime: (query) => ((query.state.data?.pages.length ?? 0) > 1 ? freshness.read : freshness.always),
  });
  const first = query.data?.pages[0];
  return !!first && first.data.some((mail) => !read.has(mail.id));
}
