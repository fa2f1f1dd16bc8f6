/**
 * Navigation outside React (logout from the 401 handler, start-up rules). The app registers the
 * router here once it exists; lib and core never import the router, so the layers stay one-way.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(next: Navigate | null): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.hash = `#${to}`; // before the router exists (or in a bare test)
}
