import { StrictMode } from 'react';
import { HashRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app as main.tsx renders it. The build renders the same element for each landing route
 * (build/prerender.ts), so what a visitor sees before the bundle is what React then draws.
 */
export function AppRoot() {
  return (
    <StrictMode>
      <Providers>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </Providers>
    </StrictMode>
  );
}
