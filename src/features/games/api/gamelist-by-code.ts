import { useQuery } from '@tanstack/react-query';
import { gameCalls } from '@contract/game-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';

/** POST /api/gamelistBycode {platform_name} → the games of one provider's lobby (docs/product.md). */
export function fetchLobbyGames(platform: string) {
  return request(gameCalls.gamelistBycode, { platform_name: platform });
}

export const lobbyGamesQueryOptions = (platform: string) =>
  ({
    queryKey: ['site', 'lobby', platform],
    queryFn: () => fetchLobbyGames(platform),
    enabled: platform !== '',
    staleTime: freshness.site,
  }) as const;

export function useLobbyGames(platform: string) {
  return useQuery(lobbyGamesQueryOptions(platform));
}
