import QRCode from 'qrcode';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import catalog from '../seed/catalog.json';
import { mountStatic } from '../static';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();
let site: ReturnType<typeof createApp>;
beforeEach(() => {
  site = createApp({
    db: t.db,
    uploadDir: t.uploadDir,
    extend: (app) => mountStatic(app, { uploadDir: t.uploadDir }),
  });
});

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

describe('demo pay cards', () => {
  /** The drawing of a QR code: its one path of dark modules. */
  const qrModules = (svg: string) => /<path stroke="#111111" d="([^"]+)"/.exec(svg)?.[1];

  it.each(catalog.payWallets.map((wallet) => [wallet.kind, wallet] as const))(
    'the %s card prints the account /payInfo names and its QR encodes that wallet’s own link',
    async (kind, wallet) => {
      const token = await t.registerMember();
      const order = await t.post('recharge', { amount: 500, paytype: kind }, token);
      expect(order.code, order.message).toBe(200);
      const info = (await t.post('payinfo', { deposit_no: order.message }, token)).data as {
        cardlist: { mch_id: string; payimg: string };
      };
      expect(info.cardlist.mch_id).toBe(wallet.account);
      const svg = await art(new URL(info.cardlist.payimg).pathname);
      // The payer compares what the page says with what the card says; a card drawn for another
      // account (an earlier demo domain) is a payment to someone else.
      expect([...svg.matchAll(/>([^<>]+)<\/text>/g)].map((m) => m[1])).toContain(wallet.account);
      const expected = await QRCode.toString(wallet.link, { type: 'svg', margin: 0 });
      expect(qrModules(svg)).toBe(/<path stroke="#000000" d="([^"]+)"/.exec(expected)?.[1]);
    },
  );
});
