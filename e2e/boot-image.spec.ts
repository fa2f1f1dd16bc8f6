import { expect, test, type Locator, type Page } from './support/test';

/**
 * The landing preload draws a landing route's largest image in the boot screen, before any of our
 * scripts has run, at the place the screen then draws it (build/landing-routes.ts): the app's first
 * render replaces the boot screen, and the image must not move or change size when it does.
 */

// The scripts a test holds back must not come from the service worker's cache instead.
test.use({ serviceWorkers: 'block' });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const landings: { route: string; image: (page: Page) => Locator }[] = [
  { route: '/', image: (page) => page.getByRole('img', { name: '横幅 1' }) },
  { route: '/login', image: (page) => page.locator('[class*="hero"] img') },
  { route: '/activity', image: (page) => page.getByRole('tabpanel').getByRole('img').first() },
  {
    route: '/zhanzhu',
    image: (page) => page.getByRole('region', { name: '真人视讯' }).locator('img').first(),
  },
];

/** The box of an image once it has loaded (its natural size known). */
async function loadedBox(image: Locator): Promise<Box> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  const box = await image.boundingBox();
  if (!box) throw new Error('the image has no box');
  return box;
}

for (const width of [320, 390, 430, 800]) {
  test(`the boot screen draws each landing route's largest image where the screen does, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const { route, image } of landings) {
      // The boot screen alone: none of the app's scripts may load. (A new document each time: from
      // one route to another, a goto would only change the hash.)
      await page.route(/\/assets\/.*\.js$/, (request) => request.abort());
      await page.goto('about:blank');
      await page.goto(`/#${route}`);
      const boot = await loadedBox(page.locator('#boot img'));
      await page.unroute(/\/assets\/.*\.js$/);

      await page.goto('about:blank');
      await page.goto(`/#${route}`);
      const screen = await loadedBox(image(page));
      await expect(page.locator('#boot')).toHaveCount(0);
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(
          Math.abs(boot[side] - screen[side]),
          `${route}: ${side} ${boot[side]} vs ${screen[side]}`,
        ).toBeLessThanOrEqual(1);
    }
  });
}

test('the app’s stylesheet comes before the landing screen’s in the cascade', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('img', { name: '横幅 1' })).toBeVisible();
  // The start-up's stylesheet is the page's own (build/start-up.ts); the landing preload links the
  // home's after it, so the screen's rules win over the app's and the kit's.
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
      link.href.replace(/^.*\//, '').replace(/-[\w-]{8}\.css$/, ''),
    ),
  );
  expect(sheets[0]).toBe('app');
  expect(sheets).toContain('home');
});
