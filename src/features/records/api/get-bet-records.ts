import { recordCalls } from '@contract/record-calls';
import { request } from '@/lib/http/client';
import { accountKeyFactory } from '@/core/session/query-keys';
import type { RecordDate } from '@/lib/record-dates';

export interface BetFilters {
  date: RecordDate;
  /** Venue platname; '' = 全平台. */
  plat: string;
}

/** POST /api/betrecord {date, page, api_type} → one page of the member's bets. */
export function fetchBetRecords({ date, plat }: BetFilters, page: number) {
  return request(recordCalls.betrecord, { date, page, api_type: plat });
}

export const betRecordsKey = accountKeyFactory<'betrecord', [filters: BetFilters]>('betrecord');
