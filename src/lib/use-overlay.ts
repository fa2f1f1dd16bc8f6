import { useCallback, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
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

let overlayTokens = 0;

/**
 * Open state of a sheet over something the user is filling in (the register form's terms): opening
 * it adds a history entry of the same screen, so Back (a phone's back gesture) closes the sheet and
 * nothing else — the screen, what was typed and, opened from an outside link, the site itself stay.
 * Like useOverlay it belongs to its route and never re-opens from history: its entry carries a token
 * spent once left, so Forward into it shows the screen alone. Closing it from inside (its close
 * button, the mask) goes back over its own entry, so a later Back does not land on a dead one.
 */
export function useBackClosesOverlay(): [open: boolean, setOpen: (open: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<{ token: number; shown: boolean } | null>(null);
  const here = (location.state as { overlay?: unknown } | null)?.overlay;
  const open = sheet !== null && here === sheet.token;

  // Adjusted while rendering (React's pattern for state derived from a change): once shown, the
  // sheet's entry left (Back, a link) spends its token.
  if (sheet !== null && open && !sheet.shown) setSheet({ ...sheet, shown: true });
  else if (sheet !== null && !open && sheet.shown) setSheet(null);

  const setOpen = useCallback(
    (next: boolean) => {
      if (next && !open) {
        overlayTokens += 1;
        setSheet({ token: overlayTokens, shown: false });
        void navigate(
          { pathname: location.pathname, search: location.search, hash: location.hash },
          { state: { overlay: overlayTokens } },
        );
      } else if (!next && open) {
        void navigate(-1);
      }
    },
    [open, navigate, location.pathname, location.search, location.hash],
  );
  return [open, setOpen];
}
