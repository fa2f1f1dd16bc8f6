import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { appScreens, buildRoutes, registerRouter } from '@/app/router';
import { queryClient } from '@/lib/query-client';

/** Render a component inside the query client and the kit's locale (no router). */
export function renderWithProviders(ui: ReactElement) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

/**
 * Render the whole app (providers, maintenance gate, shell, guard, keep-alive) on a memory router
 * at `path`. `screens` defaults to the real route table; tests may pass their own screens.
 */
export function renderApp(path = '/', screens: RouteObject[] = appScreens) {
  const router = createMemoryRouter(buildRoutes(screens), { initialEntries: [path] });
  registerRouter(router);
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** Current path + query of a router, for assertions. */
export function currentPath(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}
