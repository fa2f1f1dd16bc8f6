import { inboxCalls } from '@contract/inbox-calls';
import { accountKeyFactory } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';

/** POST /api/suggestionlist {page} → one page of the member's feedback, newest first. */
export function fetchSuggestionPage(page: number) {
  return request(inboxCalls.suggestionList, { page });
}

export const suggestionListKey = accountKeyFactory('suggestionlist');
