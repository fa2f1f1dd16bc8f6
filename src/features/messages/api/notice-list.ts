import { calls } from '@contract/calls';
import { accountKey } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';

/** POST /api/noticeList {page} → one page of the member's inbox (站内信), a Laravel paginator. */
export function fetchNoticePage(page: number) {
  return request(calls.noticeList, { page });
}

/** The inbox's infinite-query key, per account. */
export const noticeListKey = (account: string) => accountKey(account, 'noticeList');
