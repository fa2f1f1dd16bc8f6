import { useEffect } from 'react';

let markDrawn: () => void = () => undefined;

/**
 * Settles once the first screen of this page load is on the page (its chunk arrived and it was
 * committed). Work the landing screen does not need waits for it, so it never competes with that
 * screen's own code and calls for the network or the main thread.
 */
export const firstScreenDrawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/** Rendered beside a screen inside its Suspense boundary: its effect runs when the screen commits. */
export function ScreenDrawn(): null {
  useEffect(() => markDrawn(), []);
  return null;
}
