import { z } from 'zod/mini';
import { defineCall } from './define';
import { integer, text } from './envelope';
import { urlAnswerSchema } from './entities';

export const lobbyGameSchema = z.object({
  gamename: z.string(),
  gamecode: z.string(),
  gamepic: z.nullish(z.string()),
  /** The platform code that launches the game (`getGameUrl` `plat_name`), e.g. 'obgdy'. */
  catecode: z.nullish(z.string()),
});

/** Opening a game: its launch URL and a venue's lobby of games (the game page and 简约 screens). */
export const gameCalls = {
  getGameUrl: defineCall({
    method: 'POST',
    path: 'getGameUrl',
    member: true,
    request: () =>
      z.object({
        plat_name: text(50),
        game_type: z.optional(z.union([z.string().check(z.maxLength(20)), z.number()])),
        game_code: z.optional(text(50)),
        is_mobile_url: z.optional(integer),
      }),
    data: () => urlAnswerSchema,
  }),
  gamelistBycode: defineCall({
    method: 'POST',
    path: 'gamelistBycode',
    member: false,
    request: () => z.object({ platform_name: text(50) }),
    data: () => z.array(lobbyGameSchema),
  }),
} as const;
