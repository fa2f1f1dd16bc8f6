import { describe, expect, it } from 'vitest';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();

/** GET /demo-api/names as the demo game page asks it (createApp mounts it). */
async function names(query: Record<string, string>, token?: string) {
  const response = await t.request(`/demo-api/names?${new URLSearchParams(query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as { code: number; data: unknown };
}

describe('demo game names (GET /demo-api/names)', () => {
  it.each([
    [
      { plat: 'saba', code: 'sport' },
      { venue: '沙巴体育', category: '体育', game: null },
    ],
    [
      { plat: 'ag', code: 'live' },
      { venue: 'AG真人', category: '真人视讯', game: null },
    ],
    [
      { plat: 'obgdy', code: 'cszd' },
      { venue: 'OB电子', category: '电子', game: '财神到' },
    ],
    [
      { plat: 'pp', code: 'pp-tmsy' },
      { venue: null, category: '电子', game: '甜蜜盛宴' },
    ],
    [
      { plat: 'nowhere', code: 'x' },
      { venue: null, category: null, game: null },
    ],
  ])('%j → %j', async (query, expected) => {
    expect(await names(query, await t.login())).toMatchObject({ code: 200, data: expected });
  });

  it('asks for the member’s token, as the bet does', async () => {
    expect((await names({ plat: 'ag' })).code).toBe(401);
  });
});
