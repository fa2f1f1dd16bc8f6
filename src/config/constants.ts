/** Business constants and limits of docs/product.md#constants-and-limits (and #states-and-transitions/#validation-rules), defined once. */

export const BALANCE_POLL_MS = 4300;
export const VENUE_POLL_MS = 1500;
export const BANNER_AUTOPLAY_MS = 8000;
export const DOWNLOAD_FRAME_REMOVE_MS = 2000;
export const ROUTE_LEAVE_MS = 200;
export const WITHDRAW_REDIRECT_MS = 1500;
/** How often the maintenance page asks whether the site has reopened. */
export const MAINTENANCE_POLL_MS = 10_000;

/** 21 local captcha images `public/captcha/<answer>.svg` (scripts/generate-art.mjs), each named by
 * its 4-character answer (docs/product.md: all 21 can appear). Keep in step with the files. */
export const CAPTCHA_ANSWERS = [
  '2C9Q',
  '4AR7',
  '4H5F',
  '4NA9',
  '5W42',
  '65MP',
  '76TA',
  '84TW',
  '88NJ',
  '8C9G',
  '9JS9',
  'F7Q9',
  'GB83',
  'RH57',
  'S836',
  'UUM7',
  'VK57',
  'W9V6',
  'X5K9',
  'X5T5',
  'XS2X',
] as const;

export const LANDING_CAROUSEL_IMAGES = 8;

export const MAX_BINDINGS = 5;

export const DEFAULT_PAY_RANGE = { min: 100, max: 10000 } as const;
export const QUICK_AMOUNTS = [100, 499, 999, 1299, 2199] as const;
export const DEFAULT_BIND_PROTOCOL = 'TRC20';
export const DEFAULT_MONEY_FORM_PROTOCOL = 'ERC20';

export const DEPOSIT_WINDOW_MINUTES = 60;
export const VENUE_GRID_DEFAULT = 4;
export const BIRTHDAY_MIN = '1980-01-01';
export const AVATAR_ACCEPT = 'image/gif,image/png';

/** Paged lists: first page and the infinite-scroll offset (docs/product.md#states-and-transitions). */
export const FIRST_PAGE = 1;
export const INFINITE_SCROLL_THRESHOLD = 300;

/** A stalled request fails after this long, so a money button is never held longer (the HTTP client). */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The web app manifest's file, beside index.html (build/pwa-config.ts writes it; the app links it
 * once its first screen is drawn, src/lib/pwa/manifest-link.ts).
 */
export const MANIFEST_FILE = 'manifest.webmanifest';
