import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/**
 * Route-level code splitting: `screen(() => import('@/features/x/routes/y'))` loads a screen
 * module (default export = the screen component) into its own chunk on first visit.
 */
export function screen(load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load()).default });
}
