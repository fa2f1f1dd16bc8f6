import { expect, test } from './support/test';

/** The sponsor carousel's dots and the promotions' art. */

const phones = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
];

for (const viewport of phones) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('/zhanzhu draws its carousel dots under the art, never over its subtitle', async ({ page }) => {
      await page.goto('/#/zhanzhu');
      const carousel = page.getByRole('region', { name: '赞助商轮播' });
      const art = carousel.getByRole('img').first();
      await expect(art).toBeVisible();
      await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const first = await carousel.getByRole('button', { name: '第 1 张' }).boundingBox();
      const last = await carousel.getByRole('button', { name: '第 8 张' }).boundingBox();
      const image = await art.boundingBox();
      const region = await carousel.boundingBox();
      if (!first || !last || !image || !region) throw new Error('carousel not laid out');
      // The art's subtitle is at its foot, inside the image: dots below the image cannot touch it.
      expect(first.y).toBeGreaterThanOrEqual(image.y + image.height - 0.5);
      // ... and they are still shown, inside the carousel's card and within the page's width.
      expect(last.y + last.height).toBeLessThanOrEqual(region.y + region.height + 0.5);
      expect(first.x).toBeGreaterThanOrEqual(region.x);
      expect(last.x + last.width).toBeLessThanOrEqual(region.x + region.width);
    });

    test('/activityInfo shows the promotion’s own art, never 详情点击查看', async ({ page }) => {
      for (const id of [1, 4, 7]) {
        await page.goto(`/#/activityInfo?id=${id}`);
        const title = page.getByRole('heading', { level: 2 });
        await expect(title).toBeVisible();
        const banner = page.getByRole('img', { name: await title.innerText() });
        await expect
          .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await expect(page.getByText('详情点击查看')).toHaveCount(0);
        const svg = await (await page.request.get((await banner.getAttribute('src')) ?? '')).text();
        expect(svg).not.toContain('详情点击查看');
        expect(svg).not.toContain(await title.innerText());
      }
    });
  });
}
