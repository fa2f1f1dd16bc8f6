import { z } from 'zod/mini';
import { defineCall, empty, noData } from './define';
import { numeric, text } from './envelope';
import { appInfoSchema, gameSchema, urlAnswerSchema, userInfoSchema } from './entities';

/**
 * The calls the app's start-up makes (the site's settings, the game lists, the visit URL, the
 * balance poll and the 401 logout every screen relies on) and the member's own profile that the
 * session holds. The entry imports this module, so it carries these and no more: every other call
 * lives in the module of its area (`*-calls.ts`), in the chunks of the screens that use it, and
 * all-calls.ts lists every call the server serves.
 */
export const calls = {
  getVisitUrl: defineCall({
    method: 'GET',
    path: 'getVisitUrl',
    member: false,
    request: () => empty,
    data: () => urlAnswerSchema,
  }),
  gameList: defineCall({
    method: 'GET',
    path: 'game/list',
    member: false,
    // `category_id` is the family's spelling of `category`; empty = every category.
    request: () => z.object({ category: z.optional(text(50)), category_id: z.optional(text(50)) }),
    data: () => z.array(gameSchema),
  }),
  app: defineCall({
    method: 'POST',
    path: 'app',
    member: false,
    request: () => empty,
    data: () => appInfoSchema,
  }),
  balance: defineCall({
    method: 'POST',
    path: 'balance',
    member: true,
    request: () => empty,
    data: () => z.object({ balance: numeric }),
  }),
  user: defineCall({
    method: 'POST',
    path: 'user',
    member: true,
    request: () => empty,
    data: () => userInfoSchema,
  }),
  logoff: defineCall({
    method: 'POST',
    path: 'logoff',
    member: true,
    request: () => empty,
    data: () => noData,
  }),
} as const;
