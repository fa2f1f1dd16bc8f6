/**
 * The original Vue client of this API family against this server (testing/original-client.ts):
 * games: lobby tiles launch by catecode.
 */
import { describe, expect, it } from 'vitest';
import { freshAppPerTest } from '../testing/helper';
import { originalClient } from '../testing/original-client';

const t = freshAppPerTest();
const { post, get, loginPc } = originalClient(() => t);

describe('7. lobby games launch by catecode', () => {
  it.each(['obgdy', 'pg'])(
    'gamelistBycode {platform_name: %s}: catecode is the platform code getGameUrl launches',
    async (platform) => {
      const token = await loginPc();
      const games = (await post('/api/gamelistBycode', { platform_name: platform })).data;
      expect(games.length).toBeGreaterThan(0);
      for (const game of games) {
        expect(game).toMatchObject({
          catecode: platform,
          gamecode: expect.any(String),
          gamename: expect.any(String),
          gamepic: expect.any(String),
        });
        // concise.vue → openGamePage(catecode, gamecode, '') → gamePage.vue's getGameUrl body
        const launch = await post(
          '/api/getGameUrl',
          { plat_name: game.catecode, game_type: game.gamecode || 0, game_code: '', is_mobile_url: 1 },
          token,
        );
        expect(launch).toMatchObject({ status: 200, code: 200 });
        expect(launch.data.url).toMatch(new RegExp(`^http://localhost/demo/game\\.html\\?plat=${platform}`));
      }
    },
  );

  it('home tiles launch with {plat_name: platform_name, game_type: game_code, game_code: ""}', async () => {
    const token = await loginPc();
    const games = (await get('/api/game/list', { category_id: '' })).data.filter(
      (g: { app_state: number }) => g.app_state === 1,
    );
    for (const game of games) {
      const launch = await post(
        '/api/getGameUrl',
        { plat_name: game.platform_name, game_type: game.game_code || 0, game_code: '', is_mobile_url: 1 },
        token,
      );
      expect(launch.code).toBe(200);
    }
  });
});
