import { queryOptions, useQuery } from '@tanstack/react-query';
import { redPacketCalls } from '@contract/red-packet-calls';
import { request } from '@/lib/http/client';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { useIsSignedIn } from '@/core/session/store';
import { freshness } from '@/lib/freshness';

/** GET /api/userredpacket → draws left/taken/max and the rules; shared by /hongbao and /welfare. */
export function fetchRedPacketInfo() {
  return request(redPacketCalls.userredpacket, {});
}

/** The key factory of GET /api/userredpacket. */
export const redPacketInfoKey = accountKeyFactory('userredpacket');

export function redPacketInfoQueryOptions(account: string) {
  return queryOptions({
    queryKey: redPacketInfoKey(account),
    queryFn: fetchRedPacketInfo,
    staleTime: freshness.always,
  });
}

export function useRedPacketInfo() {
  const account = useAccount();
  const signedIn = useIsSignedIn();
  return useQuery({ ...redPacketInfoQueryOptions(account), enabled: signedIn });
}
