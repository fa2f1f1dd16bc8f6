import { expect, test } from './support/test';
import { dismissWelcome } from './support/app';
import { openAsMember } from './support/member-session';

/** What only a browser can see: where focus rings show, colour contrast, one-line dialog text. */

test('the welcome dialog starts on 我知道了 without a focus ring; Tab brings the ring', async ({ page }) => {
  await page.goto('/');
  const ok = page.getByRole('button', { name: '我知道了' });
  await expect(ok).toBeFocused({ timeout: 20_000 });
  expect(await ok.evaluate((el) => el.matches(':focus-visible'))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(ok).toBeFocused();
  expect(await ok.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  await dismissWelcome(page);
});

test('a toast is near-opaque', async ({ page }) => {
  await page.goto('/#/login');
  await page.locator('form').getByRole('button', { name: '登录' }).click();
  const main = page.locator('.adm-toast-main');
  await expect(main).toBeVisible();
  const background = await main.evaluate((el) => getComputedStyle(el).backgroundColor);
  const alpha = Number(/rgba?\([^)]*,\s*([\d.]+)\)$/.exec(background)?.[1] ?? '1');
  expect(alpha).toBeGreaterThanOrEqual(0.9);
});

// An error toast over a form (请选择反馈类型): its white text on the toast, the toast laid over the
// page behind it, reads at WCAG AA (4.5:1) or better.
test('an error toast over a form reads at AA contrast', async ({ page, reader: member }) => {
  await openAsMember(page, member.token, '/feedback');
  await page.getByRole('button', { name: '提交' }).click();
  const main = page.locator('.adm-toast-main').filter({ hasText: '请选择反馈类型' });
  await expect(main).toBeVisible();
  const colours = await main.evaluate((el) => {
    const under = getComputedStyle(document.querySelector('main') ?? document.body).backgroundColor;
    return {
      text: getComputedStyle(el.querySelector('.adm-toast-main-text, .adm-auto-center-content') ?? el).color,
      toast: getComputedStyle(el).backgroundColor,
      opacity: getComputedStyle(el).opacity,
      under,
    };
  });
  const parts = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const [r, g, b, a = 1] = parts(colours.toast);
  const behind = parts(colours.under);
  const [br, bg, bb] = (behind[3] ?? 1) === 0 ? [255, 255, 255] : behind;
  // The toast composited over what is behind it, as the eye sees it.
  const alpha = a * Number(colours.opacity);
  const seen = `rgb(${[r! * alpha + br! * (1 - alpha), g! * alpha + bg! * (1 - alpha), b! * alpha + bb! * (1 - alpha)].join(', ')})`;
  expect(contrast(colours.text, seen)).toBeGreaterThanOrEqual(4.5);
});

/** WCAG contrast of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('venue balances are not money red; the rebate totals read on blue (AA)', async ({
  page,
  reader: member,
}) => {
  await openAsMember(page, member.token, '/transfer');
  const tile = page.locator('li').filter({ hasText: '0.00' }).first();
  await expect(tile).toBeVisible();
  const colours = await tile.locator('.money').evaluate((el) => ({
    text: getComputedStyle(el).color,
    money: getComputedStyle(document.documentElement).getPropertyValue('--app-color-money').trim(),
  }));
  expect(colours.text).not.toBe('rgb(200, 16, 46)');
  expect(colours.money).toBe('#c8102e');

  await page.goto('/#/fanshui');
  const total = page.getByLabel('待领取', { exact: true });
  await expect(total).toHaveText(/\d/);
  const text = await total.locator('.money').evaluate((el) => getComputedStyle(el).color);
  const primary = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('i'));
    probe.style.color = 'var(--adm-color-primary)';
    const c = getComputedStyle(probe).color;
    probe.remove();
    return c;
  });
  expect(contrast(text, primary)).toBeGreaterThanOrEqual(4.5);
});

test('the recharge dialog says 绑定USDT钱包 on one line, at 320 px too', async ({ page, reader: member }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await openAsMember(page, member.token, '/recharge');
  const dialog = page.getByRole('dialog');
  const button = dialog.getByRole('button', { name: '绑定USDT钱包' });
  await expect(button).toBeVisible();
  // The lines the text itself lies on: only text nodes are measured (the button's inner span is an
  // inline box of its own, taller than the glyphs, so it would count as a second "line").
  const textLines = (el: Element, part?: string) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const start = part ? text.indexOf(part) : 0;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, part ? start + part.length : text.length);
      for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
    }
    return tops.size;
  };
  expect(await button.evaluate(textLines)).toBe(1);
  // The message does not break the wallet's name either (it once left 包 under …USDT钱).
  const message = dialog.getByText('您还没有绑定任何银行卡或USDT钱包，请先前往绑定。', { exact: true });
  expect(await message.evaluate(textLines, 'USDT钱包')).toBe(1);
});
