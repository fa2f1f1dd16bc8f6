import { useCallback, useState, useSyncExternalStore } from 'react';
import { currentVisit, onRouteChange } from './navigation';

/** The current route visit, as React state (re-renders on every route change). */
export function useRouteVisit(): number {
  return useSyncExternalStore(onRouteChange, currentVisit, currentVisit);
}

/**
 * Open state of something a screen opens (popup, side menu, action sheet), tied to the route
 * visit it was opened in: any route change closes it, and going back or forward to the screen
 * never re-opens it (the state is not in history). Use instead of `useState(false)` for overlays.
 */
export function useOverlay(): [open: boolean, setOpen: (open: boolean) => void] {
  const visit = useRouteVisit();
  const [openedIn, setOpenedIn] = useState<number | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenedIn(open ? currentVisit() : null), []);
  return [openedIn !== null && openedIn === visit, setOpen];
}
