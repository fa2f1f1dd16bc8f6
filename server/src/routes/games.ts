import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { requestOrigin } from '../http/origin';
import { platformEnabled, platformExists } from '../repositories/content';

export const GAME_MESSAGES = {
  unknownPlatform: '游戏平台不存在',
  maintenance: '该游戏平台维护中，请稍后再试',
} as const;

/** Launch URL of a venue or lobby game: the demo game page of this server, with the member's session. */
export function registerGameRoutes(api: Hono, deps: RouteDeps) {
  const { db } = deps;
  defineRoute(api, deps, calls.getGameUrl, ({ input, token, c }) => {
    const plat = input.plat_name.trim();
    if (!plat || !platformExists(db, plat)) fail(GAME_MESSAGES.unknownPlatform);
    const inLobbyOnly = !db.prepare('SELECT 1 FROM games WHERE platform_name = ?').get(plat);
    if (!inLobbyOnly && !platformEnabled(db, plat)) fail(GAME_MESSAGES.maintenance);
    const url = new URL('/demo/game.html', requestOrigin(c));
    url.searchParams.set('plat', plat);
    if (input.game_code) url.searchParams.set('code', input.game_code);
    if (input.game_type !== undefined && input.game_type !== '')
      url.searchParams.set('type', String(input.game_type));
    // The session travels in the launch URL, as a venue's does: the page runs at an opaque origin
    // (framed without allow-same-origin) and cannot read the app's storage. The fragment is never
    // sent to a server, logged or put in a Referer.
    url.hash = new URLSearchParams({ token: token! }).toString();
    return { data: { url: url.toString() } };
  });
}
