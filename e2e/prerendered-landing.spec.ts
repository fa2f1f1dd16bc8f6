import { landingRoutes, prerenderedRoutes } from '../build/landing-routes';
import { expect, test } from './support/test';

/**
 * The first screen before the bundle (build/prerender.ts): index.html carries each landing route's
 * first screen, rendered at build time, and its inline script copies the one of the URL's route
 * into #root before any module script runs. React's first render then replaces it: what the build
 * embedded must be exactly what React draws there (the same markup, so nothing moves or changes
 * when React takes over), and a member never sees a visitor's screen.
 *
 * Every call is held unanswered, as at build time: the screen as drawn before its data. The
 * captcha is picked with Math.random, pinned to 0 as the build pins it.
 */

/** Records #root when the page is parsed (before module scripts run) and at React's first commit. */
function recordRoot() {
  Math.random = () => 0;
  const seen: { parsed?: string; react?: string } = {};
  (window as unknown as { __rootSeen: typeof seen }).__rootSeen = seen;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root')!;
    seen.parsed = root.innerHTML;
    // React clears #root and appends its first render in one commit.
    new MutationObserver((records, observer) => {
      if (!records.some((record) => record.removedNodes.length > 0 || seen.parsed === '')) return;
      if (root.firstChild === null) return;
      seen.react = root.innerHTML;
      observer.disconnect();
    }).observe(root, { childList: true });
  });
}

interface Seen {
  parsed?: string;
  react?: string;
}

for (const route of prerenderedRoutes) {
  test(`${route}: a visitor sees the screen before the bundle, and React draws the same markup`, async ({
    page,
  }) => {
    await page.route('**/api/**', () => undefined);
    await page.addInitScript(recordRoot);
    await page.goto(`/#${route}`);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __rootSeen: Seen }).__rootSeen.react !== undefined),
      )
      .toBe(true);
    // Each as markup with every element's attributes in name order: jsdom (the build) and
    // Chromium write a style set by script at different places among the attributes.
    const { parsed, react } = await page.evaluate(() => {
      const { parsed = '', react = '' } = (window as unknown as { __rootSeen: Seen }).__rootSeen;
      const normal = (html: string) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        for (const element of template.content.querySelectorAll('*')) {
          const attributes = [...element.attributes].sort((a, b) => a.name.localeCompare(b.name));
          for (const { name } of attributes) element.removeAttribute(name);
          for (const { name, value } of attributes) element.setAttribute(name, value);
        }
        return template.innerHTML;
      };
      return { parsed: normal(parsed), react: normal(react) };
    });
    expect(parsed, 'no screen was prerendered for this route').not.toBe('');
    expect(react).toBe(parsed);
    await expect(page.locator('#boot')).toHaveCount(0);
    await expect(page.locator('template')).toHaveCount(0);
  });
}

for (const route of Object.keys(landingRoutes).filter((path) => !prerenderedRoutes.includes(path))) {
  test(`${route}: not prerendered, the boot screen until React draws the screen`, async ({ page }) => {
    await page.addInitScript(recordRoot);
    await page.goto(`/#${route}`);
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __rootSeen: Seen }).__rootSeen.parsed)).toBe('');
  });
}

test('a member lands on the boot screen, never on a visitor’s screen', async ({ page, reader }) => {
  await page.addInitScript((token) => sessionStorage.setItem('token', token), reader.token);
  await page.addInitScript(recordRoot);
  await page.goto('/#/login');
  await expect(page).toHaveURL(/#\/mine$/);
  expect(await page.evaluate(() => (window as unknown as { __rootSeen: Seen }).__rootSeen.parsed)).toBe('');
});

test('a referral link waits for React: the register tab is drawn, not the login form first', async ({
  page,
}) => {
  await page.addInitScript(recordRoot);
  await page.goto('/#/login?pid=ref777');
  await expect(page.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => (window as unknown as { __rootSeen: Seen }).__rootSeen.parsed)).toBe('');
});
