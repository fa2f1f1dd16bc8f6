import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { expect, test, type Locator } from './support/test';
import { startOwnServer, type OwnServer } from './fixtures/own-server';
import { apiRegister, openAsMember } from './support/member-session';

/**
 * Server HTML cannot cover the screen. The overlay corpus
 * (e2e/fixtures/overlay-payloads.txt: negative margins, huge and viewport-sized boxes, outlines,
 * shadows, transforms, top-layer openers) is planted into the welcome content and a promotion of a
 * server of its own; in Chromium no planted element's box leaves its container, nothing paints
 * outside it, and the dialog's and the page's own buttons stay tappable.
 */
const overlays = readFileSync(new URL('./fixtures/overlay-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));
const corpus = overlays.join('\n');

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer();
  const db = new Database(server.databaseFile);
  try {
    db.prepare(
      "INSERT OR REPLACE INTO settings (key, value) VALUES ('index_modal', '1'), ('webcontent', ?)",
    ).run(corpus);
    db.prepare('UPDATE activities SET content = ? WHERE id = 1').run(corpus);
  } finally {
    db.close();
  }
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * What of the container's content reaches outside it: a box outside its rectangle (for a scrolling
 * container, its scrolled content), or a computed style that paints or moves beyond the box.
 */
function escapes(container: Locator): Promise<string[]> {
  return container.evaluate((box) => {
    const found: string[] = [];
    const outer = box.getBoundingClientRect();
    const top = outer.top - box.scrollTop;
    const bottom = top + Math.max(box.scrollHeight, outer.height);
    const label = (element: Element) => element.outerHTML.slice(0, 90);
    if (!getComputedStyle(box).contain.includes('paint')) found.push('container without paint containment');
    for (const element of Array.from(box.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 || rect.height > 0) {
        if (
          rect.left < outer.left - 1 ||
          rect.right > outer.right + 1 ||
          rect.top < top - 1 ||
          rect.bottom > bottom + 1
        )
          found.push(
            `box ${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}x${Math.round(rect.height)}: ${label(element)}`,
          );
      }
      const style = getComputedStyle(element);
      const paintsOut = {
        position: !['static', 'relative'].includes(style.position),
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        boxShadow: style.boxShadow !== 'none',
        textShadow: style.textShadow !== 'none',
        transform:
          style.transform !== 'none' ||
          style.translate !== 'none' ||
          style.scale !== 'none' ||
          style.rotate !== 'none',
        filter: style.filter !== 'none' || style.backdropFilter !== 'none',
        negativeMargin: [style.marginTop, style.marginRight, style.marginBottom, style.marginLeft].some(
          (m) => parseFloat(m) < 0,
        ),
        float: style.float !== 'none',
        popover: element.matches(':popover-open, dialog[open]'),
      };
      for (const [what, yes] of Object.entries(paintsOut)) if (yes) found.push(`${what}: ${label(element)}`);
    }
    return found;
  });
}

test('the welcome dialog keeps the corpus inside its content box; 我知道了 stays tappable', async ({
  page,
}) => {
  await page.goto(`${server.origin}/#/`);
  const ok = page.getByRole('button', { name: '我知道了' });
  await expect(ok).toBeVisible();
  // The SafeHtml box: the parent of the first planted element.
  const content = page.locator('dialog').getByText('遮罩一', { exact: true }).locator('xpath=..');
  await expect(content).toBeAttached();
  expect(await content.locator('*').count()).toBeGreaterThan(overlays.length);
  expect(await escapes(content)).toEqual([]);
  // The centre of the screen belongs to the dialog, and its button receives a tap.
  await ok.click({ trial: true, timeout: 15_000 });
  await ok.click();
  await expect(ok).toBeHidden();
});

test('a promotion keeps the corpus inside its box; 报名参与 and the page stay tappable', async ({
  page,
  request,
}) => {
  const { token } = await apiRegister(request, server.origin);
  await openAsMember(page, token, '/activityInfo?id=1', server.origin);
  const content = page.getByText('遮罩一', { exact: true }).locator('xpath=..');
  await expect(content).toBeVisible();
  expect(await escapes(content)).toEqual([]);
  await page.getByRole('button', { name: /报名/ }).click({ trial: true, timeout: 15_000 });
  await page.getByRole('button', { name: '返回' }).click({ trial: true, timeout: 15_000 });
  // The full-screen link is now an ordinary link inside the content, opening a new tab.
  const link = content.getByRole('link', { name: '全屏链接' });
  await expect(link).toHaveAttribute('target', '_blank');
  const box = (await link.boundingBox())!;
  expect(box.height).toBeLessThan(100);
});
