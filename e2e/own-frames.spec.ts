import { expect, test } from './support/test';
import { apiRegister, openAsMember } from './support/member-session';

/**
 * The app's own pages (the reference server's demo game, service, agent and
 * download pages) are framed without allow-same-origin, at an opaque origin: they cannot read the
 * app's storage or reach into the app, the browser has no sandbox to warn about, and the demo game
 * still plays on the session its launch URL carries.
 */
test('the demo game runs at an opaque origin on its launch URL’s session, and cannot reach the app', async ({
  page,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/sandbox/i.test(message.text())) warnings.push(message.text());
  });
  const { token } = await apiRegister(request);
  await openAsMember(page, token, '/gamePage?name=ag&type=0');
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /\/demo\/game\.html\?plat=ag/);
  const sandbox = (await frame.getAttribute('sandbox'))!.split(' ');
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-same-origin');
  expect(sandbox).not.toContain('allow-top-navigation');
  // The session rides in the fragment, never in the query a server would see.
  expect(await frame.getAttribute('src')).not.toMatch(/[?&]token=/);

  // The game works: its cross-origin API calls (Origin: null) return the member's wallets.
  const game = page.frameLocator('iframe');
  await expect(game.locator('#main-balance')).toHaveText(/^\d+\.\d{2}$/);
  await expect(game.locator('#venue-balance')).toHaveText(/^\d+\.\d{2}$/);

  const inside = page.frames().find((f) => f.url().includes('/demo/game.html'))!;
  const reach = await inside.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        return String(read());
      } catch {
        return 'blocked';
      }
    };
    return {
      origin: self.origin,
      storage: attempt(() => sessionStorage.getItem('token')),
      topStorage: attempt(() => window.top!.sessionStorage.getItem('token')),
      topDocument: attempt(() => window.top!.document.title),
      // The page dropped the session from its own address once read.
      hash: location.hash,
    };
  });
  expect(reach).toEqual({
    origin: 'null',
    storage: 'blocked',
    topStorage: 'blocked',
    topDocument: 'blocked',
    hash: '',
  });
  expect(warnings, warnings.join('\n')).toEqual([]);
});

test('service, agent and download pages of the app’s origin are framed without allow-same-origin and still work', async ({
  page,
}) => {
  for (const [path, text] of [
    ['/gamePage?dailiD=2', /客服/],
    ['/gamePage?dailiD=1', /代理/],
    ['/gamePage?app=1', /下载/],
  ] as const) {
    await page.goto(`/#${path}`);
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    expect(await frame.getAttribute('sandbox'), path).not.toContain('allow-same-origin');
    await expect(page.frameLocator('iframe').locator('body')).toContainText(text);
  }
});
