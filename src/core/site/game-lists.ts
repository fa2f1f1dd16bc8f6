import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { calls } from '@contract/calls';
import { gameCategories, gameSchema, type Game, type GameCategory } from '@contract/entities';
import { request } from '@/lib/http/client';
import { readCache, storageKeys, writeCache } from '@/lib/storage';
import { siteKeyFactory } from './query-keys';
import { freshness } from '@/lib/freshness';

export type GameLists = Record<GameCategory, Game[]>;

const gameListsSchema = z.object(
  Object.fromEntries(gameCategories.map((c) => [c, z.array(gameSchema)])) as Record<
    GameCategory,
    z.ZodMiniArray<typeof gameSchema>
  >,
);

/** docs/product.md#calls: split by category_id into the 6 known categories, keeping only app_state 1. */
export function splitGames(games: readonly Game[]): GameLists {
  const lists = Object.fromEntries(gameCategories.map((c) => [c, [] as Game[]])) as GameLists;
  for (const game of games) {
    if (game.app_state !== 1) continue;
    const bucket = lists[game.category_id as GameCategory] as Game[] | undefined;
    bucket?.push(game);
  }
  return lists;
}

/**
 * GET /api/game/list, split and cached in localStorage. If the call fails the cached lists are
 * reused (docs/product.md#errors-and-fixed-texts); only with no cache does the error reach the screen.
 */
export async function fetchGameLists(): Promise<GameLists> {
  try {
    const lists = splitGames(await request(calls.gameList, {}, { toast: 'none' }));
    writeCache(storageKeys.gameLists, lists);
    return lists;
  } catch (error) {
    const cached = readCache(storageKeys.gameLists, gameListsSchema);
    if (cached) return cached;
    throw error;
  }
}

export const gameListsKey = siteKeyFactory('gameLists');

/** The game lists' one query: the screens that show games read it, the start-up warms it. */
export const gameListsQuery = queryOptions({
  queryKey: gameListsKey(),
  queryFn: fetchGameLists,
  staleTime: freshness.site,
});

export function useGameLists() {
  return useQuery({
    ...gameListsQuery,
    placeholderData: () => readCache(storageKeys.gameLists, gameListsSchema) ?? undefined,
  });
}
