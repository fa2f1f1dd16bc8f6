import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, as the end-to-end tests and the bench launch it (README.md, CHROMIUM_PATH): an override
 * in CHROMIUM_PATH (or Lighthouse's CHROME_PATH), else /usr/bin/chromium when installed, else
 * undefined — on a developer's laptop Playwright then uses its own browser.
 */
export function systemChromium(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

/** Without the background-networking flags Chromium keeps dialling out on this closed network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
];
