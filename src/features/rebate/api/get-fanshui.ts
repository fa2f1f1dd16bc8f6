import { recordCalls } from '@contract/record-calls';
import { request } from '@/lib/http/client';
import { accountKeyFactory } from '@/core/session/query-keys';
import type { RecordDate } from '@/lib/record-dates';

export interface RebateFilters {
  date: RecordDate;
  plat: string;
}

/** POST /api/getfanshui {date, page, api_type} → {list: paginator, jisuan, nojisuan}. */
export function fetchFanshui({ date, plat }: RebateFilters, page: number) {
  return request(recordCalls.getfanshui, { date, page, api_type: plat });
}

/** The key factory of POST /api/getfanshui: `fanshuiKey(account)` is every filter's list. */
export const fanshuiKey = accountKeyFactory<'getfanshui', [filters: RebateFilters]>('getfanshui');
