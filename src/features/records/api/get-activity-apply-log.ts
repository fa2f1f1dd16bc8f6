import { promotionCalls } from '@contract/promotion-calls';
import { request } from '@/lib/http/client';

/** POST /api/activityapplylog {page} → one page of the member's promotion applications. */
export function fetchActivityApplyLog(page: number) {
  return request(promotionCalls.activityapplylog, { page });
}
