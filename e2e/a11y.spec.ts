import { test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Guest screens; signed-in screens are checked by the journeys that visit them.
const screens = ['/', '/#/login', '/#/activity', '/#/zhanzhu', '/#/kefu', '/#/app'];

for (const path of screens) {
  test(`no serious or critical accessibility violations on ${path} as a guest`, async ({ page }) => {
    await page.goto(path);
    // Wait for the screen's data to arrive so axe sees content, not a skeleton.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForFunction(() => document.body.innerText.trim().length > 0);
    await expectNoSeriousA11yViolations(page);
  });
}
