/**
 * Navigation outside React (logout from the 401 handler, start-up rules). The app registers the
 * router here once it exists; lib and core never import the router, so the layers stay one-way.
 */
export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigator: Navigate | null = null;

export function setNavigator(next: Navigate | null): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.hash = `#${to}`; // before the router exists (or in a bare test)
}

/*
 * Route changes, for what a screen opens (docs/architecture.md, "Overlays belong to their route": dialogs,
 * popups, action sheets and menus close when the route changes and never come back with history). The shell
 * reports every location change here; each one is a new "visit" with a higher number than any before, so an
 * overlay opened during visit N is closed in every later visit, back and forward included.
 */
let visit = 0;
let routePath = '';
const routeListeners = new Set<() => void>();

/** Called by the shell once per location change (including replace and back/forward). */
export function routeChanged(path = ''): void {
  visit += 1;
  routePath = path;
  for (const listener of [...routeListeners]) listener();
}

/** The number of the current visit (grows with every route change). */
export function currentVisit(): number {
  return visit;
}

/** The route shown now, path and query (`/withdrawal?x=1`), as the shell last reported it. */
export function currentRoutePath(): string {
  return routePath;
}

/** Run `listener` on every route change; returns the unsubscribe. */
export function onRouteChange(listener: () => void): () => void {
  routeListeners.add(listener);
  return () => {
    routeListeners.delete(listener);
  };
}

let layers = 0;

/**
 * Gives a layer drawn over the screen (a question) a history entry of its own: an entry of the same
 * route is pushed, so Back (a phone's back gesture) leaves that entry and closes the layer alone,
 * never the screen under it. `pushed` runs once the shell has reported the entry (the route change
 * is the push's own, not a Back). False, and nothing pushed, before the router exists.
 */
export function pushLayerEntry(pushed: () => void): boolean {
  if (!navigator) return false;
  const off = onRouteChange(() => {
    off();
    pushed();
  });
  layers += 1;
  navigator(routePath, { state: { layer: layers } });
  return true;
}

/** Leaves the current history entry (a layer's own, when it is closed from inside). */
export function navigateBack(): void {
  window.history.back();
}
