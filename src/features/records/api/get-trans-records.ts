import { recordCalls } from '@contract/record-calls';
import { request } from '@/lib/http/client';
import type { RecordDate } from '@/lib/record-dates';
import type { TransType } from '../model';

export interface TransFilters {
  type: TransType;
  date: RecordDate;
  /** Venue platname; '' = 全平台. */
  plat: string;
}

/** POST /api/gettransrecord {date, type, page, api_type} → one page of deposits, withdrawals or transfers. */
export function fetchTransRecords({ type, date, plat }: TransFilters, page: number) {
  return request(recordCalls.gettransrecord, { date, type, page, api_type: plat });
}
