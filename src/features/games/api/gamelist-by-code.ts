import { useQuery } from '@tanstack/react-query';
import { gameCalls } from '@contract/game-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from '@/core/site/query-keys';

/** POST /api/gamelistBycode {platform_name} → the games of one provider's lobby (docs/product.md). */
export function fetchLobbyGames(platform: string) {
  return request(gameCalls.gamelistBycode, { platform_name: platform });
}

export const lobbyGamesKey = siteKeyFactory<'lobby', [platform: string]>('lobby');

export const lobbyGamesQueryOptions = (platform: string) =>
  ({
    queryKey: lobbyGamesKey(platform),
    queryFn: () => fetchLobbyGames(platform),
    enabled: platform !== '',
    staleTime: freshness.site,
  }) as const;

export function useLobbyGames(platform: string) {
  return useQuery(lobbyGamesQueryOptions(platform));
}
