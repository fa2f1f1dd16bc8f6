import { recordCalls } from '@contract/record-calls';
import { request } from '@/lib/http/client';
import { accountKey } from '@/core/session/query-keys';
import type { RecordDate } from '@/lib/record-dates';

export interface RebateFilters {
  date: RecordDate;
  plat: string;
}

/** POST /api/getfanshui {date, page, api_type} → {list: paginator, jisuan, nojisuan}. */
export function fetchFanshui({ date, plat }: RebateFilters, page: number) {
  return request(recordCalls.getfanshui, { date, page, api_type: plat });
}

export const fanshuiKeys = {
  list: (account: string, filters: RebateFilters) => accountKey(account, 'getfanshui', filters),
};
