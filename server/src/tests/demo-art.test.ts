import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { mountStatic } from '../static';
import { makeTestApp, type TestApp } from '../testing/helper';

let t: TestApp;
let site: ReturnType<typeof createApp>;
beforeEach(() => {
  t = makeTestApp();
  site = createApp({
    db: t.db,
    uploadDir: t.uploadDir,
    extend: (app) => mountStatic(app, { uploadDir: t.uploadDir }),
  });
});
afterEach(() => t.close());

/**
 * What an SVG draws once its colours, words and numbers are taken out: its composition. One
 * template in other colours, with other names or shifted sparkles, has the same composition.
 */
function compositionOf(svg: string): string {
  return svg
    .replace(/>[^<]*</g, '><')
    .replace(/aria-label="[^"]*"/g, '')
    .replace(/#[0-9a-f]{3,8}\b/gi, 'C')
    .replace(/(?:rgb|hsl)a?\([^)]*\)/gi, 'C')
    .replace(/-?\d*\.?\d+/g, 'N')
    .replace(/N(?:[\s,]*N)+/g, 'N');
}

const art = async (url: string) => {
  const answer = await site.request(url);
  expect(answer.status, url).toBe(200);
  return answer.text();
};

describe('demo art', () => {
  it('the eight sponsor slides are eight compositions, not one template in other colours', async () => {
    const banners = (await t.post('bannerList', { type: 3 })).data as { src: string }[];
    expect(banners).toHaveLength(8);
    const compositions = await Promise.all(banners.map(async ({ src }) => compositionOf(await art(src))));
    expect(new Set(compositions).size).toBe(8);
  });

  it('each promotion has art of its own that does not repeat the title printed under it', async () => {
    const promotions = (await t.post('activitylist', {})).data.data as { title: string; banner: string }[];
    expect(promotions.length).toBeGreaterThanOrEqual(8);
    const compositions = new Set<string>();
    for (const { title, banner } of promotions) {
      const svg = await art(banner);
      expect(svg, banner).not.toContain(title);
      expect(svg, banner).not.toContain('详情点击查看');
      compositions.add(compositionOf(svg));
    }
    expect(compositions.size).toBe(promotions.length);
  });
});
