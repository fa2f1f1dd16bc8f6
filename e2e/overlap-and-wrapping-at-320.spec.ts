import { expect, test, type Locator, type Page } from './support/test';
import { dismissWelcome } from './support/app';
import { apiLogin, apiRegister, openAsMember } from './support/member-session';
import { memberCall } from './support/api';
import { bankDepositOrder } from './support/money-out';
import { smallHitTargets } from './support/tap-targets';

/** Layout items a browser can measure: what covers what, what is cut off, what wraps. */

const PHONE = { width: 320, height: 568 };
const VIEWPORTS = [PHONE, { width: 390, height: 844 }, { width: 844, height: 390 }];

/** The lines `el`'s text is laid out in, each as the characters on it. */
function linesOf(el: Locator): Promise<string[]> {
  return el.evaluate((root) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        if (!text[i]!.trim()) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? '') + text[i]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });
}

/** Does the field show all of its value, or its placeholder when empty, within its box? */
function textFits(field: Locator): Promise<{ text: string; width: number; room: number }> {
  return field.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = el.value || el.placeholder;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, width: Math.ceil(context.measureText(text).width), room };
  });
}

/** What the red packet covers now (controls, tiles, images) and whether it leaves the app column. */
function packetCoverage(page: Page): Promise<{ covered: string[]; outside: boolean }> {
  return page.getByRole('button', { name: '抢红包' }).evaluate((el) => {
    const float = el.parentElement!;
    const box = (e: Element) => e.getBoundingClientRect();
    // What shows of an element: its box cut by the ancestors that clip (a carousel's other slides).
    const shown = (e: Element) => {
      const r = box(e);
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflow === 'visible') continue;
        const c = box(a);
        [left, top, right, bottom] = [
          Math.max(left, c.left),
          Math.max(top, c.top),
          Math.min(right, c.right),
          Math.min(bottom, c.bottom),
        ];
      }
      return { left, top, right, bottom, width: right - left, height: bottom - top };
    };
    // What shows of the float: the tab, and its close unless tucked away.
    const own = [el, float.querySelector('[aria-label="关闭红包"]')!]
      .filter((e) => getComputedStyle(e).visibility !== 'hidden')
      .map(box);
    const column = box(document.querySelector('main')!);
    const covered: string[] = [];
    for (const other of document.querySelectorAll(
      'button, a[href], input, select, [role="tab"], [role="button"], img',
    )) {
      if (float.contains(other)) continue;
      const r = shown(other);
      if (r.width <= 0 || r.height <= 0 || getComputedStyle(other).visibility === 'hidden') continue;
      if (own.some((o) => o.left < r.right && r.left < o.right && o.top < r.bottom && r.top < o.bottom)) {
        covered.push(
          (
            other.getAttribute('aria-label') ||
            other.getAttribute('alt') ||
            other.textContent ||
            other.tagName
          )
            .trim()
            .slice(0, 20),
        );
      }
    }
    // Text that shows (the balance panel's greeting and amount, a tile's name), character by character.
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (float.contains(parent) || !node.textContent?.trim()) continue;
      const clip = shown(parent);
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const seen = {
          left: Math.max(r.left, clip.left),
          top: Math.max(r.top, clip.top),
          right: Math.min(r.right, clip.right),
          bottom: Math.min(r.bottom, clip.bottom),
        };
        if (seen.right <= seen.left || seen.bottom <= seen.top) continue;
        if (
          own.some(
            (o) => o.left < seen.right && seen.left < o.right && o.top < seen.bottom && seen.top < o.bottom,
          )
        ) {
          covered.push(`text ${node.textContent.trim().slice(0, 20)}`);
          break;
        }
      }
    }
    const outside = own.some(
      (o) => o.left < column.left || o.right > column.right || o.top < 0 || o.bottom > innerHeight,
    );
    return { covered, outside };
  });
}

/** The packet's close when it shows (its tap target's size), or null while the packet is tucked. */
function packetClose(page: Page): Promise<{ width: number; height: number } | null> {
  return page.getByRole('button', { name: '关闭红包', includeHidden: true }).evaluate((el) => {
    if (getComputedStyle(el).visibility === 'hidden') return null;
    const r = el.getBoundingClientRect();
    return { width: r.width, height: r.height };
  });
}

/**
 * The red packet's tap target while it is not opened out: whether it is under 44 × 44, whether a
 * tap anywhere in it (its corners, its centre) lands on it, and the other tap targets it overlaps.
 */
function packetTarget(
  page: Page,
): Promise<{ size: string; small: boolean; takesTaps: boolean; overlaps: string[] }> {
  return page.getByRole('button', { name: '抢红包' }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + 1, r.top + 1],
      [r.right - 1, r.top + 1],
      [r.left + 1, r.bottom - 1],
      [r.right - 1, r.bottom - 1],
      [r.left + r.width / 2, r.top + r.height / 2],
    ] as const;
    const takesTaps = points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && el.contains(hit);
    });
    const overlaps: string[] = [];
    const targets = 'button, a[href], input, select, textarea, [role="button"], [role="tab"]';
    for (const other of document.querySelectorAll(targets)) {
      // Its own close, hidden while the tab is slim, is not another target.
      if (el.parentElement!.contains(other) || !other.checkVisibility({ visibilityProperty: true })) continue;
      let o = other.getBoundingClientRect();
      let [left, top, right, bottom] = [o.left, o.top, o.right, o.bottom];
      for (let a = other.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflow === 'visible') continue;
        o = a.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, o.left),
          Math.max(top, o.top),
          Math.min(right, o.right),
          Math.min(bottom, o.bottom),
        ];
      }
      if (left < r.right && r.left < right && top < r.bottom && r.top < bottom) {
        overlaps.push(
          (other.getAttribute('aria-label') || other.textContent || other.tagName).trim().slice(0, 20),
        );
      }
    }
    return {
      size: `${Math.round(r.width)}×${Math.round(r.height)}`,
      small: r.width < 44 || r.height < 44,
      takesTaps,
      overlaps,
    };
  });
}

const WHOLE_TARGET = { small: false, takesTaps: true, overlaps: [] };

test('the red packet covers no control or tile and stays in the app column (320, 390, landscape)', async ({
  page,
}) => {
  await page.goto('/');
  await dismissWelcome(page);
  await expect(page.getByRole('tab').first()).toBeVisible();
  for (const size of VIEWPORTS) {
    await page.setViewportSize(size);
    await expect(page.getByRole('button', { name: '抢红包' })).toBeVisible();
    // Polled: a move (resize, tucking) takes a frame and a short transition.
    await expect
      .poll(() => packetCoverage(page), `${size.width}×${size.height}`)
      .toEqual({ covered: [], outside: false });
  }
  // Scrolling the page under it (game tabs, tiles) at 390 × 844: it still covers nothing.
  await page.setViewportSize({ width: 390, height: 844 });
  const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; y <= end; y += 120) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect
      .poll(() => packetCoverage(page), `scrolled to ${y}`)
      .toEqual({ covered: [], outside: false });
    // Slim or open, its tap target is a whole 44 × 44 over no other target.
    await expect.poll(() => packetTarget(page), `scrolled to ${y}`).toMatchObject(WHOLE_TARGET);
  }
});

test('for a member at 320 × 568 the red packet covers nothing of the balance panel or the tiles, its tab still reads 抢红包', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/');
  await dismissWelcome(page);
  await expect(page.getByText(`您好，${member.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: '存款' })).toBeVisible();
  const tab = page.getByRole('button', { name: '抢红包' });
  await expect(tab).toBeVisible();
  const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; y <= end + 60; y += 60) {
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, end));
    await expect
      .poll(() => packetCoverage(page), `scrolled to ${Math.min(y, end)}`)
      .toEqual({ covered: [], outside: false });
    // The close shows only as a whole 44 × 44 target (packetCoverage counted its box); tucked, the
    // slim tab keeps its label.
    const close = await packetClose(page);
    if (close) expect(close).toEqual({ width: 44, height: 44 });
    await expect(tab.getByText('抢红包')).toBeVisible();
    // The slim tab docks where its whole 44 × 44 tap target covers no other target.
    await expect
      .poll(() => packetTarget(page), `scrolled to ${Math.min(y, end)}`)
      .toMatchObject(WHOLE_TARGET);
  }
  // Tapped in the gutter, the slim tab opens out with its whole 44 × 44 close; a second tap opens
  // the packet.
  await expect(tab).toHaveAttribute('aria-expanded', 'false');
  await tab.click();
  await expect(tab).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: '关闭红包' })).toBeVisible();
  expect(await packetClose(page)).toEqual({ width: 44, height: 44 });
  await tab.click();
  await expect(page).toHaveURL(/#\/hongbao/);
});

/**
 * Scrolled to the bottom: the screen's action (the form's submit, else its last control) lies whole
 * between the top of the viewport and the fixed bottom bar (or the screen's bottom when there is
 * none), and a tap at its centre lands on it.
 */
function actionAtTheBottom(page: Page) {
  return page.evaluate(async () => {
    const main = document.querySelector('main')!;
    // The page, and a list that scrolls inside it (the promotions' panel on /activity).
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (const el of main.querySelectorAll('*')) {
      if (/auto|scroll/.test(getComputedStyle(el).overflowY)) el.scrollTop = el.scrollHeight;
    }
    await new Promise(requestAnimationFrame);
    const candidates = [...main.querySelectorAll<HTMLElement>('form [type="submit"]')];
    if (candidates.length === 0) candidates.push(...main.querySelectorAll<HTMLElement>('button, a[href]'));
    const shown = candidates.filter((el) => el.checkVisibility({ visibilityProperty: true }));
    const action = shown.at(-1);
    if (!action) return null;
    const bar = document.querySelector('nav[aria-label="底部导航"]');
    const floor = bar ? bar.getBoundingClientRect().top : innerHeight;
    const r = action.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      name: (action.textContent ?? '').trim().slice(0, 12),
      whole: r.top >= 0 && r.bottom <= floor,
      tapped: hit !== null && action.contains(hit),
      room: Math.round((floor - r.bottom) * 10) / 10,
    };
  });
}

test('at 320 × 568 a long form scrolled to the bottom shows its submit whole and tappable, above any bottom bar', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  // A visitor: register, and the screens with the fixed bottom bar.
  for (const path of ['/login?type=1', '/activity', '/zhanzhu', '/']) {
    await page.goto(`/#${path}`);
    if (path === '/') await dismissWelcome(page);
    await expect(page.locator('main button:visible').first()).toBeVisible();
    await expect.poll(() => actionAtTheBottom(page), path).toMatchObject({ whole: true, tapped: true });
  }
  // A member (not an agent, so /applyagent shows its form).
  const member = await apiRegister(request);
  const screens = {
    '/addBankCard': '确认添加',
    '/withdrawal': '确认提现',
    '/applyagent': '加入我们',
    '/feedback': '提交',
    '/password?type=1': '确认修改',
    '/password?type=2': '确认修改',
  };
  for (const [path, submit] of Object.entries(screens)) {
    await openAsMember(page, member.token, path);
    await expect(page.getByRole('button', { name: submit, exact: true })).toBeVisible();
    await expect
      .poll(() => actionAtTheBottom(page), path)
      .toMatchObject({ name: submit.replace(/ /g, ''), whole: true, tapped: true });
  }
  // A member's home with the bar: the last tile clears it too.
  await openAsMember(page, member.token, '/');
  await dismissWelcome(page);
  await expect(page.getByRole('button', { name: '存款' })).toBeVisible();
  await expect
    .poll(() => actionAtTheBottom(page), 'member home')
    .toMatchObject({ whole: true, tapped: true });
});

test('at 320 px the email on /userInfo shows whole', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const member = await apiRegister(request);
  const saved = await memberCall(request, member.token, 'updateuserinfo', {
    email: 'zhangsan.2024@example.com',
    mobile: '',
    birthday: '',
  });
  expect(saved.code, saved.message).toBe(200);
  await openAsMember(page, member.token, '/userInfo');
  const email = page.getByLabel('电子邮箱');
  await expect(email).toHaveValue('zhangsan.2024@example.com');
  const fit = await textFits(email);
  expect(fit.width, fit.text).toBeLessThanOrEqual(fit.room);
});

test('at 320 px /setting keeps every label on one line and a 32-character name inside the card', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const name = `w${Date.now().toString(36)}`.padEnd(32, 'x1').slice(0, 32);
  const { token } = await apiRegister(request, '', name);
  await memberCall(request, token, 'updateuserinfo', {
    email: 'averyverylongemailaddress@example.com',
    mobile: '13800138000',
    birthday: '1990-01-01',
  });
  await openAsMember(page, token, '/setting');
  const overlay = page.getByRole('dialog', { name: '用户中心' });
  await expect(overlay.getByText(name, { exact: true })).toBeVisible();
  for (const label of ['用户名', '真实姓名', '出生日期', '电子邮箱', '手机号码']) {
    expect(await linesOf(overlay.getByText(label, { exact: true })), label).toEqual([label]);
  }
  // The sheet slides in (200 ms): measured while it moves, each box came from another frame (a
  // value 70 px right of its own chevron in one CI run).
  await overlay.evaluate((sheet) => Promise.all(sheet.getAnimations().map((a) => a.finished)));
  // The value ends where the row's content ends: inside the card's padding (用户名 has no chevron:
  // it cannot be edited).
  const row = overlay.locator('.adm-list-item', { hasText: '用户名' });
  const value = (await overlay.getByText(name, { exact: true }).boundingBox())!;
  await expect(row.locator('.adm-list-item-content-arrow')).toHaveCount(0);
  const card = (await row.boundingBox())!;
  expect(value.x + value.width).toBeLessThanOrEqual(card.x + card.width - 12);
  expect((await linesOf(overlay.getByText(name, { exact: true }))).join('')).toBe(name);
  // Every row's chevron in one column, however long its value.
  const arrows = await overlay
    .locator('.adm-list-item-content-arrow')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().right)));
  expect(new Set(arrows).size, arrows.join()).toBe(1);
});

test('at 320 px the password placeholders on /password show whole', async ({ page, reader: member }) => {
  await page.setViewportSize(PHONE);
  for (const type of [1, 2]) {
    await openAsMember(page, member.token, `/password?type=${type}`);
    const fields = page.locator('form input');
    await expect(fields).toHaveCount(3);
    for (const field of await fields.all()) {
      const fit = await textFits(field);
      expect(fit.width, `type=${type} ${fit.text}`).toBeLessThanOrEqual(fit.room);
    }
  }
});

test('at 320 px the download strip leaves no character alone on a line', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await dismissWelcome(page);
  const strip = page.getByRole('complementary', { name: '下载APP' });
  await expect(strip).toContainText('随时随地畅玩');
  const lines = await linesOf(strip);
  expect(
    lines.filter((line) => line.length < 2),
    lines.join(' | '),
  ).toEqual([]);
});

test('at 320 px a /payInfo value never wraps beside its 复制', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const member = await apiRegister(request);
  await openAsMember(
    page,
    member.token,
    `/payInfo?deposit_no=${await bankDepositOrder(page.request, member.token)}`,
  );
  const accounts = page.getByRole('region', { name: '收款账户' });
  await expect(accounts.getByText('深圳星辰科技有限公司').first()).toBeVisible();
  const rows = page.locator('dl > div').filter({ has: page.getByRole('button', { name: '复制' }) });
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  for (const row of await rows.all()) {
    const layout = await row.evaluate((el) => {
      const value = el.querySelector('dd > span')!;
      const button = el.querySelector('button')!.getBoundingClientRect();
      const v = value.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(value).lineHeight) || 20;
      return {
        text: value.textContent,
        // A value may take more than one line only where it has the row to itself, under 复制.
        wrapsBeside: v.height > lineHeight * 1.5 && v.top < button.bottom,
        besideButton: v.top < button.bottom && v.right > button.left,
      };
    });
    expect(layout, layout.text ?? '').toMatchObject({ wrapsBeside: false, besideButton: false });
  }
});

test('the demo game page names the launch in Chinese, never by its code', async ({
  page,
  reader: member,
}) => {
  // Through the app (the page at an opaque origin asks for the names across origins) …
  await openAsMember(page, member.token, '/gamePage?name=ag&code=live&type=0');
  const game = page.frameLocator('iframe');
  await expect(game.locator('#title')).toHaveText('AG真人 · 真人视讯');
  await expect(game.locator('#venue-label')).toHaveText('AG真人 钱包');
  // … and on its own: a venue whose name says its category, and a lobby game.
  await page.goto(`/demo/game.html?plat=saba&code=sport#token=${member.token}`);
  await expect(page.locator('#title')).toHaveText('沙巴体育');
  await expect(page).toHaveTitle('沙巴体育 - 演示游戏');
  await page.goto(`/demo/game.html?plat=obgdy&code=cszd&type=0#token=${member.token}`);
  await expect(page.locator('#title')).toHaveText('OB电子 · 财神到');
  await expect(page.locator('header')).not.toContainText(/sport|cszd|live/);
});

test('the side menu opens from a labelled 菜单 at the header’s top left', async ({ page }) => {
  await page.goto('/');
  await dismissWelcome(page);
  const menuButton = page.getByRole('banner').getByRole('button', { name: '菜单', exact: true });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveText('菜单');
  const box = (await menuButton.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeLessThan(viewport.width / 3);
  expect(box.y).toBeLessThan(48);
  // Nothing menu-like is left in the welcome panel.
  await expect(
    page.getByRole('region', { name: '登录提示' }).getByRole('button', { name: /菜单/ }),
  ).toHaveCount(0);
  await menuButton.click();
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
});

test('at 320 px a promotion’s text leaves no one or two characters alone on its last line', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/#/activityInfo?id=1'); // 新会员首存送100%: 全体会员（新人专享）
  const content = page.getByRole('main').locator('.safe-html'); // the details and the rules
  await expect(content.filter({ hasText: '新人专享' })).toBeVisible();
  for (const paragraph of await content.locator('p, li').all()) {
    const lines = await linesOf(paragraph);
    expect(lines.at(-1)!.length, lines.join(' | ')).toBeGreaterThan(2);
  }
});

test('a /payInfo USDT address wraps whole beside no 复制 at 390 and 320, monospace', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  for (const catepay of ['TRC20', 'ERC20']) {
    const order = await memberCall(request, member.token, 'recharge', {
      paytype: 'usdt',
      amount: '500',
      catepay,
    });
    expect(order.code, order.message).toBe(200);
    for (const size of [{ width: 390, height: 844 }, PHONE]) {
      await page.setViewportSize(size);
      await openAsMember(page, member.token, `/payInfo?deposit_no=${order.message}`);
      const row = page.locator('dl > div').filter({ hasText: '收款地址' });
      await expect(row.getByRole('button', { name: '复制' })).toBeVisible();
      const layout = await row.evaluate((el) => {
        const value = el.querySelector('dd > span')!;
        const card = el.getBoundingClientRect();
        const button = el.querySelector('button')!.getBoundingClientRect();
        // Every character's box: none under the button, none past the row's edge.
        const range = document.createRange();
        const hidden: string[] = [];
        const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const r = range.getBoundingClientRect();
            const under =
              r.left < button.right &&
              button.left < r.right &&
              r.top < button.bottom &&
              button.top < r.bottom;
            if (under || r.right > card.right + 0.5) hidden.push(node.textContent![i]!);
          }
        }
        return { text: value.textContent, hidden, font: getComputedStyle(value).fontFamily };
      });
      const label = `${catepay} ${size.width}: ${layout.text}`;
      expect(layout.hidden, label).toEqual([]);
      expect(layout.font, label).toMatch(/mono/i);
    }
  }
});

test('at 390 the /payInfo note 请向标有“本单收款”的账户转账 keeps the cards’ gutter', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await openAsMember(
    page,
    member.token,
    `/payInfo?deposit_no=${await bankDepositOrder(page.request, member.token)}`,
  );
  const note = page.getByRole('note');
  await expect(note).toContainText('请向标有“本单收款”的账户转账');
  const noteBox = (await note.boundingBox())!;
  const cardBox = (await page.getByRole('region', { name: '收款账户' }).locator('dl').first().boundingBox())!;
  expect(noteBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
});

test('/applyagent as an agent: 咨询客服 stands apart from 您已是代理，无需再次申请 (390 and 320)', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  for (const size of [{ width: 390, height: 844 }, PHONE]) {
    await page.setViewportSize(size);
    await openAsMember(page, token, '/applyagent');
    const message = page.getByText('您已是代理，无需再次申请');
    const consult = page.getByRole('button', { name: '咨询客服' });
    await expect(consult).toBeVisible();
    // The message's block is drawn once its code arrives; its box is kept meanwhile.
    const before = (await consult.boundingBox())!.y;
    await expect(message).toBeVisible();
    expect((await consult.boundingBox())!.y, `${size.width}: 咨询客服 moved as the message came`).toBe(
      before,
    );
    const gap =
      (await consult.boundingBox())!.y -
      ((await message.boundingBox())!.y + (await message.boundingBox())!.height);
    expect(gap, `${size.width}`).toBeGreaterThanOrEqual(16);
  }
});

test.describe('tap targets at 390 × 844 (an iPhone, where 添加到主屏幕 is offered)', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('every tap target on home and /mine takes a 44 × 44 finger', async ({ page, reader: member }) => {
    await page.goto('/');
    await dismissWelcome(page);
    await expect(page.getByRole('button', { name: '添加到主屏幕' })).toBeVisible();
    await expect(page.getByRole('button', { name: '关闭下载提示' })).toBeVisible();
    // Beside the tiles the packet waits as the slim tab, docked where its 44 × 44 tap target
    // overlaps no other (the tiles and the 彩票 tab beside its own place).
    const packet = page.getByRole('button', { name: '抢红包' });
    await expect(packet).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => packetTarget(page)).toMatchObject(WHOLE_TARGET);
    // Left out: the carousel's dots (swiping and the autoplay move the banners as well).
    const small = (await smallHitTargets(page)).filter((t) => !/^第 \d+ 张/.test(t));
    expect(small).toEqual([]);

    await openAsMember(page, member.token, '/mine');
    await expect(page.getByRole('button', { name: 'VIP特权' })).toBeVisible();
    expect(await smallHitTargets(page, 'main')).toEqual([]);
  });
});
