import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { landedWithPreload } from '@/lib/http/early';
import type { ScreenLoader } from './screen';

/** The longest the first render waits for the landing screen's code. */
export const LANDING_SCREEN_WAIT_MS = 3000;

/**
 * Settles when the code of the screen this visit lands on has arrived (or failed), when the landing
 * preload (build/landing-preload.ts) has already asked for it; at once otherwise. The start-up
 * renders after it: the shell and the screen are drawn together, rather than the shell with 加载中…
 * in the screen's place and the screen a moment later. The preload fetched that code beside the
 * entry, so this waits for its evaluation, not for the network (at most LANDING_SCREEN_WAIT_MS:
 * a stalled chunk must not hold back the shell).
 */
export function landingScreenArrival(routes: RouteObject[], hash: string): Promise<void> {
  if (!landedWithPreload()) return Promise.resolve();
  // As the landing preload reads the hash. Its table holds fixed paths only, so the screen is found
  // by its path alone: React Router's matchRoutes ranks the whole table, several ms of the start-up.
  const pathname = (hash.slice(1).split('?')[0] || '/').replace(/\/+$/, '') || '/';
  // Only a lazy screen's element (src/app/screen.tsx) carries a loader.
  const element = routes.find((route) => route.path === pathname)?.element as
    ReactElement<{ loader?: ScreenLoader }> | undefined;
  const code = element?.props.loader?.preload();
  if (!code) return Promise.resolve();
  return Promise.race([code, new Promise((resolve) => setTimeout(resolve, LANDING_SCREEN_WAIT_MS))]).then(
    () => undefined,
  );
}
