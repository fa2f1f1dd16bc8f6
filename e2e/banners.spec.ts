import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';

/** Answer bannerList for one banner type with these rows; other types go to the server. */
async function serveBanners(page: Page, type: number, rows: { src: string; url?: string | null }[]) {
  await page.route('**/api/bannerList', async (route: Route) => {
    const body = (route.request().postDataJSON() ?? {}) as { type?: number };
    if (body.type !== type) return route.fallback();
    await route.fulfill({ json: { code: 200, message: 'ok', data: rows } });
  });
}

/** index_modal is 1 in the seed: the welcome dialog greets every fresh visit to /. */
async function closeWelcome(page: Page) {
  const ok = page.getByRole('button', { name: '我知道了' });
  await ok.click();
  await expect(ok).toBeHidden();
}

const art = (i: number) => `/assets-demo/banner/home-${i}.svg`;

test('home banners follow their link: app paths in the app, http(s) in a new tab, others ignored', async ({
  page,
}) => {
  await serveBanners(page, 2, [
    { src: art(1), url: '/activity' },
    { src: art(2), url: 'https://partner.example/promo' },
    { src: art(3), url: 'javascript:alert(1)' },
    { src: art(4), url: null },
  ]);
  // The partner site stands in for the closed network.
  await page
    .context()
    .route('https://partner.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>partner</title>' }),
    );
  await page.goto('/');
  await closeWelcome(page);
  const carousel = page.getByRole('region', { name: '活动横幅' });
  await expect(carousel.getByRole('group')).toHaveCount(4);
  // Only linked banners are buttons; the javascript: and the link-less banner are plain images.
  await expect(carousel.getByRole('button', { name: /^横幅/ })).toHaveCount(2);
  await expect(carousel.getByRole('img', { name: '横幅 3' })).toHaveCount(1);
  await expect(carousel.getByRole('button', { name: '横幅 3' })).toHaveCount(0);

  // The external link opens a new tab without an opener.
  await carousel.getByRole('button', { name: '第 2 张' }).click();
  const popup = page.waitForEvent('popup');
  await carousel.getByRole('button', { name: '横幅 2' }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://partner.example/promo');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  await expect(page).not.toHaveURL(/partner/);

  // The internal path navigates in the app.
  await carousel.getByRole('button', { name: '第 1 张' }).click();
  await carousel.getByRole('button', { name: '横幅 1' }).click();
  await expect(page).toHaveURL(/#\/activity$/);
});

test('the home carousel moves on by itself and its indicators follow', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await closeWelcome(page);
  const carousel = page.getByRole('region', { name: '活动横幅' });
  await expect(carousel.getByRole('button', { name: '第 1 张' })).toHaveAttribute('aria-current', 'true');
  await page.mouse.move(0, 0);
  await page.clock.runFor(8_000);
  await expect(carousel.getByRole('button', { name: '第 2 张' })).toHaveAttribute('aria-current', 'true');
});

test('/zhanzhu shows 8 sponsor images, and the home banners when type 3 answers nothing', async ({
  page,
}) => {
  await page.goto('/#/zhanzhu');
  const carousel = page.getByRole('region', { name: '赞助商轮播' });
  await expect(carousel.getByRole('group')).toHaveCount(8);
  await expect(carousel.getByRole('img').first()).toBeVisible();

  await serveBanners(page, 3, []);
  await page.goto('/favicon.svg');
  await page.goto('/#/zhanzhu');
  const fallback = page.getByRole('region', { name: '赞助商轮播' });
  await expect(fallback.getByRole('img').first()).toHaveAttribute(
    'src',
    /\/assets-demo\/banner\/home-1\.svg$/,
  );
  await expect(fallback.getByRole('group')).toHaveCount(5);
});

/**
 * Waits until every image on screen has settled (loaded or failed) and none is the browser's
 * broken-image icon. The browser marks a failed image complete a task before its error event reaches
 * the app, and the app's fallback is drawn in a render after that, so one look could catch an image
 * between the two; an image that stays broken still fails the wait.
 */
async function expectNoBrokenImage(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const shown = [...document.querySelectorAll('img')].filter((img) => img.checkVisibility());
        return {
          pending: shown.filter((img) => !img.complete).length,
          broken: shown.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
        };
      }),
    )
    .toEqual({ pending: 0, broken: [] });
}

test('when the server’s art cannot load, /zhanzhu and home draw fallbacks, never a broken image', async ({
  page,
}) => {
  // Every image the server names fails, as offline or behind a dead link.
  await page.route('**/assets-demo/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/#/zhanzhu');
  await expect(page.getByRole('button', { name: '立即游戏' })).toBeVisible();
  await expect(page.getByRole('region', { name: '热门场馆' }).getByRole('button').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expectNoBrokenImage(page);

  await page.goto('/#/');
  await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
  await expectNoBrokenImage(page);
});
