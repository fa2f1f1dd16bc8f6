import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { Providers } from '@/app/providers';
import { appScreens, AppRoutes } from '@/app/router';
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

/** What a test drives the app's router with: where it is, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

/** Reports the router's location and navigate function from inside the router. */
function RouterProbe({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onChange(location, navigate), [onChange, location, navigate]);
  return null;
}

/**
 * Render the whole app (providers, maintenance gate, shell, guard, keep-alive) on a memory router
 * at `path`. `screens` defaults to the real route table; tests may pass their own screens.
 */
export function renderApp(path = '/', screens: RouteObject[] = appScreens) {
  const router: TestRouter = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } },
    navigate: () => Promise.reject(new Error('the router has not rendered yet')),
  };
  const follow = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location;
    router.navigate = async (to) => {
      await navigate(to);
    };
  };
  const view = render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe onChange={follow} />
        <AppRoutes screens={screens} />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, router };
}

/** Current path + query of a router, for assertions. */
export function currentPath(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}
