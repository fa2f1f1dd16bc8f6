import { promotionCalls } from '@contract/promotion-calls';
import { request } from '@/lib/http/client';
import { accountKey } from '@/core/session/query-keys';

/** POST /api/activityapplylog {page} → one page of the member's promotion applications. */
export function fetchActivityApplyLog(page: number) {
  return request(promotionCalls.activityapplylog, { page });
}

/** 'activityapplylog' in the key: promotion sign-up invalidates every key that names it. */
export const activityApplyLogKey = (account: string) => accountKey(account, 'activityapplylog');
