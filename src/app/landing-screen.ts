import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { landedWithPreload } from '@/lib/http/early';
import { LazyScreen, type ScreenLoader } from './screen';

/** The longest the first render waits for the landing screen's code: a stalled chunk must not hold back the shell. */
export const LANDING_SCREEN_WAIT_MS = 3000;

/**
 * Settles when the code of the screen this visit lands on has arrived (or failed), when the landing
 * preload (build/landing-preload.ts) has already asked for it; at once otherwise. main.tsx renders
 * after it: the shell and the screen are drawn together, rather than the shell with 加载中… in the
 * screen's place and the screen a moment later. The preload fetched that code beside the entry, so
 * this waits for its evaluation, not for the network (at most LANDING_SCREEN_WAIT_MS).
 */
export function landingScreenArrival(routes: RouteObject[], hash: string): Promise<void> {
  if (!landedWithPreload()) return Promise.resolve();
  const pathname = hash.replace(/^#/, '').split('?')[0] || '/';
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (!isValidElement(element) || element.type !== LazyScreen) return Promise.resolve();
  const arrival = (element as ReactElement<{ loader: ScreenLoader }>).props.loader.preload();
  return Promise.race([arrival, new Promise<void>((resolve) => setTimeout(resolve, LANDING_SCREEN_WAIT_MS))]);
}
