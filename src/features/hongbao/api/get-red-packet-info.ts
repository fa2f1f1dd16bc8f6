import { queryOptions, useQuery } from '@tanstack/react-query';
import { redPacketCalls } from '@contract/red-packet-calls';
import { request } from '@/lib/http/client';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { useIsSignedIn } from '@/core/session/store';
import { freshness } from '@/lib/freshness';

/** GET /api/userredpacket → draws left/taken/max and the rules; shared by /hongbao and /welfare. */
export function fetchRedPacketInfo() {
  return request(redPacketCalls.userredpacket, {});
}

export function redPacketInfoQueryOptions(account: string) {
  return queryOptions({
    queryKey: accountKey(account, 'userredpacket'),
    queryFn: fetchRedPacketInfo,
    staleTime: freshness.always,
  });
}

export function useRedPacketInfo() {
  const account = useAccount();
  const signedIn = useIsSignedIn();
  return useQuery({ ...redPacketInfoQueryOptions(account), enabled: signedIn });
}
