import { redPacketCalls } from '@contract/red-packet-calls';
import { request } from '@/lib/http/client';
import { accountKeyFactory } from '@/core/session/query-keys';

/** POST /api/redpacket {page} → one page of the member's red packets. */
export function fetchRedPacketRecords(page: number) {
  return request(redPacketCalls.redpacket, { page });
}

export const redPacketRecordsKey = accountKeyFactory('redpacket');
