import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// axe-core's own types, without importing the transitive package by name.
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

export interface A11yOptions {
  /** CSS selectors to leave out, e.g. a third-party iframe we do not own. Say why at the call site. */
  exclude?: string[];
}

/**
 * Runs axe (all default rules) on the current screen and fails on any serious or critical
 * violation, listing each rule, why it matters and the offending elements. Call it once
 * the screen has rendered its content, not while a skeleton or toast is showing.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  await kitOverlaysAtRest(page);
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length > 0) {
    // The full JSON helps when the readable summary is not enough (it lands in the HTML report).
    await test.info().attach(`axe ${page.url()}`, {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  // Compare rule ids, not whole results: the readable summary carries the detail, not a 90-line diff.
  expect(
    blocking.map((v) => `${v.impact} ${v.id}`),
    `accessibility violations on ${page.url()}:\n${formatViolations(blocking)}`,
  ).toEqual([]);
}

/**
 * The kit's dialogs, popups and masks fade in: axe run mid-fade sees a dialog's text over a blend of
 * its white and the mask (3.8:1 where the settled dialog has 4.5:1 or more). Wait until each is fully
 * shown or fully gone; on a busy machine the fade can outlast the first checks of a journey.
 */
async function kitOverlaysAtRest(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.adm-mask, .adm-center-popup-body, .adm-popup-body')].every((el) => {
            const opacity = getComputedStyle(el).opacity;
            return opacity === '1' || opacity === '0';
          }),
        ),
      { message: 'the kit’s overlays finish fading' },
    )
    .toBe(true);
}

const MAX_NODES = 5;

function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, MAX_NODES).map((n) => {
        const summary = (n.failureSummary ?? '')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .slice(0, 3)
          .join(' / ');
        return `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}\n      ${summary}`;
      });
      const more = v.nodes.length > MAX_NODES ? [`    … and ${v.nodes.length - MAX_NODES} more`] : [];
      return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}
