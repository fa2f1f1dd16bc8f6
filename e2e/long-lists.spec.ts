import { join } from 'node:path';
import Database from 'better-sqlite3';
import { seedLongHistory } from '../server/src/seed/long-history';
import { apiRegister, openAsMember } from './support/member-session';
import { expect, test, type Page } from './support/test';

const BETS = 400;
const betId = (n: number) => `LB${String(n).padStart(8, '0')}`;

/** The member's history straight into this worker's database, with the server's own seed helper. */
function seedBets(name: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (import test from ./support/test)');
  const db = new Database(join(dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  try {
    seedLongHistory(db, name, { bets: BETS, transfers: 0, messages: 0 });
  } finally {
    db.close();
  }
}

const row = (page: Page, n: number) => page.getByRole('article', { name: `注单号 ${betId(n)}` });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a long bet list scrolls to its end and back, keeps few rows in the page, and keeps its place across a visit elsewhere', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await apiRegister(request);
  seedBets(member.name);
  await openAsMember(page, member.token, '/betRecord');
  await expect(row(page, 1)).toBeVisible();

  // To the end: the next pages load as the viewport nears the end, until 没有更多了.
  await expect(async () => {
    await page.mouse.wheel(0, 5_000);
    await expect(page.getByText('没有更多了')).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row(page, BETS)).toBeInViewport();
  const list = page.getByRole('list').filter({ has: page.getByRole('article') });
  const last = list.getByRole('listitem').filter({ has: row(page, BETS) });
  await expect(last).toHaveAttribute('aria-posinset', String(BETS));
  await expect(last).toHaveAttribute('aria-setsize', String(BETS));
  // Only the rows near the viewport are in the document, not all four hundred.
  expect(await list.getByRole('listitem').count()).toBeLessThan(40);
  await expect(row(page, 1)).toHaveCount(0);

  // Away and back (kept alive): the same rows at the same place.
  const deep = await scrollY(page);
  await page.evaluate(() => (location.hash = '#/mine'));
  await expect(page).toHaveURL(/#\/mine/);
  await page.goBack();
  await expect(row(page, BETS)).toBeInViewport();
  expect(await scrollY(page)).toBe(deep);

  // And back to the top, where the first row is found again.
  await expect(async () => {
    await page.mouse.wheel(0, -5_000);
    await expect(row(page, 1)).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // Another filter is another list: it starts at its top, never at the old one's depth.
  await page.mouse.wheel(0, 3_000);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1_000);
  await page.getByRole('button', { name: '近七天' }).click();
  await expect(page).toHaveURL(/date=3/);
  await expect(row(page, 1)).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});
