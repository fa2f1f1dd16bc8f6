import { useQuery } from '@tanstack/react-query';
import { gameCalls } from '@contract/game-calls';
import type { CallInput } from '@contract/define';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';

/**
 * POST /api/getGameUrl → data.url: a fresh launch URL per visit (never served from cache). A refusal
 * (游戏平台不存在) is said once, by the page in place of the frame, not also in a toast.
 */
export function fetchGameUrl(input: CallInput<typeof gameCalls.getGameUrl>) {
  return request(gameCalls.getGameUrl, input, { toast: 'none' });
}

export const gameUrlKey = accountKeyFactory<'gameUrl', [input: CallInput<typeof gameCalls.getGameUrl>]>(
  'gameUrl',
);

export function gameUrlQueryOptions(
  account: string,
  input: CallInput<typeof gameCalls.getGameUrl>,
  enabled: boolean,
) {
  return {
    queryKey: gameUrlKey(account, input),
    queryFn: () => fetchGameUrl(input),
    enabled,
    staleTime: freshness.always,
    gcTime: 0,
    retry: false,
  } as const;
}

export function useGameUrl(input: CallInput<typeof gameCalls.getGameUrl>, enabled: boolean) {
  return useQuery(gameUrlQueryOptions(useAccount(), input, enabled));
}
