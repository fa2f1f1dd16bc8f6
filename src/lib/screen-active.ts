import { createContext, useContext } from 'react';

/**
 * Whether the screen this component belongs to is the one on show. A kept-alive screen (see the
 * shell's KeepAliveOutlet) stays mounted while hidden; Preact has no React <Activity> to clean up
 * its effects, so what would keep working in the background asks this instead: queries
 * (`@/lib/screen-query`), polling (`useVisibleInterval`), the carousel's autoplay, scroll watchers.
 * Outside a kept-alive screen it is always true.
 */
export const ScreenActiveContext = createContext(true);

export function useScreenActive(): boolean {
  return useContext(ScreenActiveContext);
}
