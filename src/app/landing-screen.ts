import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { bootImageDrawn, landedWithPreload } from '@/lib/http/early';
import type { ScreenLoader } from './screen';

/** The longest the first render waits for the landing screen's code: a stalled chunk must not hold back the shell. */
export const LANDING_SCREEN_WAIT_MS = 3000;
/** The longest it waits for the boot screen to draw the screen's largest image. */
export const BOOT_IMAGE_WAIT_MS = 400;

const within = (promise: Promise<unknown> | undefined, ms: number): Promise<unknown> =>
  promise ? Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]) : Promise.resolve();

/**
 * Settles when the code of the screen this visit lands on has arrived (or failed), when the landing
 * preload (build/landing-preload.ts) has already asked for it, and when the boot screen has drawn
 * the screen's largest image, where the preload draws one; at once otherwise. main.tsx renders
 * after it: the shell and the screen are drawn together, rather than the shell with 加载中… in the
 * screen's place and the screen a moment later. The preload fetched that code beside the entry, so
 * this waits for its evaluation, not for the network (at most LANDING_SCREEN_WAIT_MS). The image
 * comes first because React's first commit then takes the main thread for a while, and the image's
 * paint, the page's largest, would wait behind it (at most BOOT_IMAGE_WAIT_MS).
 */
export function landingScreenArrival(routes: RouteObject[], hash: string): Promise<void> {
  if (!landedWithPreload()) return Promise.resolve();
  const pathname = hash.slice(1).split('?')[0] || '/';
  // Only a lazy screen's element (src/app/screen.tsx) carries a loader.
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element as
    ReactElement<{ loader?: ScreenLoader }> | undefined;
  return Promise.all([
    within(element?.props.loader?.preload(), LANDING_SCREEN_WAIT_MS),
    within(bootImageDrawn(), BOOT_IMAGE_WAIT_MS),
  ]).then(() => undefined);
}
