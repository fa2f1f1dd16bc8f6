import { act, fireEvent, screen as view } from '@testing-library/react';
import { isValidElement, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { calls } from '@contract/calls';
import { MAINTENANCE_POLL_MS } from '@/config/constants';
import { safeRedirectTarget } from '@/lib/safe-url';
import { browser } from '@/lib/browser';
import { endSession, forceLogout } from '@/core/session/logout';
import { handle } from '@/testing/handlers';
import { fixtures } from '@/testing/fixtures';
import { server } from '@/testing/msw';
import { currentPath, renderApp } from '@/testing/render';
import { until } from '@/testing/wait';
import { keepPerPath } from './route-handle';
import { appScreens } from './router';
import { SCREEN_RETRY_MS } from '@/lib/query-client';
import { LazyScreen, screen } from './screen';
import { signIn } from '@/testing/session';
import { followVisitUrl } from '@/core/site/start-up';

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      计数 {n}
    </button>
  );
}

function LoginProbe() {
  const { search } = useLocation();
  return <p>登录页 目标:{safeRedirectTarget(search) ?? '无'}</p>;
}

/** Stand-in screens: the shell's rules must not depend on what the real screens render. */
const testScreens = [
  { path: '/', Component: Counter, handle: { keepAlive: keepPerPath, header: true, tabBar: true } },
  { path: '/kefu', Component: () => <p>客服页</p>, handle: { tabBar: true } },
  { path: '/mine', Component: () => <p>会员中心页</p>, handle: { requireLogin: true, tabBar: true } },
  { path: '/login', Component: LoginProbe },
];

describe('routing', () => {
  it.each(['/no-such-page', '/mine/extra', '/%E4%B8%AD'])('unknown path %s → /', async (path) => {
    const { router } = renderApp(path, testScreens);
    await until(() => currentPath(router) === '/');
    expect(await view.findByText('计数 0')).toBeInTheDocument();
  });

  it('every screen of the real table is lazy (no screen module is loaded up front)', () => {
    for (const route of appScreens) {
      const element = route.element;
      expect(isValidElement(element) && element.type === LazyScreen, String(route.path)).toBe(true);
      expect(route.Component, String(route.path)).toBeUndefined();
    }
  });

  it('shows 加载中… while a screen chunk loads, then the screen; a screen that throws offers a retry', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => {};
    const pending = new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve));
    const Broken = () => {
      throw new Error('坏屏');
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/', [
      { path: '/', element: screen(() => pending) },
      { path: '/kefu', element: screen(() => Promise.resolve({ default: Broken })) },
    ]);
    expect(await view.findByRole('status')).toHaveTextContent('加载中…');
    await act(async () => arrive({ default: () => <p>慢屏</p> }));
    expect(await view.findByText('慢屏')).toBeInTheDocument();
    expect(view.queryByRole('status')).toBeNull();

    await act(() => router.navigate('/kefu'));
    expect(await view.findByRole('alert')).toBeInTheDocument();
    error.mockRestore();
  });

  it('draws a screen the moment its code arrives, not when React next reveals a suspended part', async () => {
    // React shows content that replaces a fallback at most every 300 ms, timed from the last fallback
    // drawn (its clock is performance.now). That clock is set back here, 1,000 s behind the 加载中…,
    // so React's own reveal would wait that long: only a redraw the screen asks for shows it.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let arrive: (module: { default: () => ReactElement }) => void = () => {};
    const pending = new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve));
    renderApp('/', [{ path: '/', element: screen(() => pending) }]);
    await until(() => view.queryByRole('status') !== null);
    clock = -1_000_000;
    arrive({ default: () => <p>慢屏</p> });
    await until(() => view.queryByText('慢屏') !== null);
    expect(view.queryByRole('status')).toBeNull();
  });

  it('a screen whose code cannot load says 网络异常 with a back bar; 重试 and reconnecting load it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    let loads = 0;
    const load = () => {
      loads += 1;
      return online
        ? Promise.resolve({ default: () => <p>新屏</p> })
        : Promise.reject(new TypeError('Failed to fetch'));
    };
    renderApp('/vip', [{ path: '/vip', element: screen(load) }]);
    expect(await view.findByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试');
    expect(view.getByRole('heading', { name: '网络异常' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: '返回' })).toBeInTheDocument();

    fireEvent.click(view.getByRole('button', { name: '重试' }));
    expect(await view.findByRole('alert')).toBeInTheDocument();
    expect(loads).toBe(2); // a fresh import, not React.lazy's cached rejection

    online = true;
    // The fallback listens from an effect, which a busy machine may not have run yet: say
    // 'online' until it is heard (once heard, the fallback is gone and a repeat reaches nobody).
    await vi.waitFor(
      () => {
        act(() => void window.dispatchEvent(new Event('online')));
        expect(loads).toBe(3);
      },
      { timeout: 5000 },
    );
    expect(await view.findByText('新屏')).toBeInTheDocument();
    expect(loads).toBe(3);
    error.mockRestore();
  });

  it('a screen that fails to load while online tries again by itself, without a tap', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let loads = 0;
    const load = () => {
      loads += 1;
      // The first try meets a link that is not carrying requests yet.
      return loads > 1
        ? Promise.resolve({ default: () => <p>新屏</p> })
        : Promise.reject(new TypeError('Failed to fetch'));
    };
    renderApp('/vip', [{ path: '/vip', element: screen(load) }]);
    expect(await view.findByRole('alert')).toBeInTheDocument();
    expect(
      await view.findByText('新屏', undefined, { timeout: SCREEN_RETRY_MS[0]! + 4000 }),
    ).toBeInTheDocument();
    expect(loads).toBe(2);
    error.mockRestore();
  });

  it('shows header and tab bar where the route asks for them', async () => {
    renderApp('/', testScreens);
    await view.findByText('计数 0');
    expect(view.getByRole('navigation', { name: '底部导航' })).toBeInTheDocument();
    expect(view.getByText('帮助')).toBeInTheDocument();
  });
});

describe('login guard', () => {
  it('sends a guest to /login with the wanted full path as redirect', async () => {
    const { router } = renderApp('/mine?tab=2', testScreens);
    await until(() => router.state.location.pathname === '/login');
    expect(currentPath(router)).toBe('/login?redirect=%2Fmine%3Ftab%3D2');
    expect(await view.findByText('登录页 目标:/mine?tab=2')).toBeInTheDocument();
    expect(view.queryByText('会员中心页')).not.toBeInTheDocument();
  });

  it('lets a member in', async () => {
    signIn();
    const { router } = renderApp('/mine', testScreens);
    expect(await view.findByText('会员中心页')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/mine');
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil', '/\t/evil.example'])(
    'ignores the hostile redirect target %j',
    async (target) => {
      renderApp(`/login?redirect=${encodeURIComponent(target)}`, testScreens);
      expect(await view.findByText('登录页 目标:无')).toBeInTheDocument();
    },
  );
});

describe('shell navigation', () => {
  it("toasts '已在当前页面！' when navigating to the current path, and navigates otherwise", async () => {
    const { router } = renderApp('/', testScreens);
    await view.findByText('计数 0');
    fireEvent.click(view.getByText('首页'));
    // The kit's Toast is loaded on first use: allow for a cold import on a busy machine.
    expect(await view.findByText('已在当前页面！', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');

    fireEvent.click(view.getByText('客服'));
    await until(() => currentPath(router) === '/kefu');
    expect(await view.findByText('客服页')).toBeInTheDocument();
  });

  it('shows the header only where the route asks for it', async () => {
    const { router } = renderApp('/', testScreens);
    await view.findByText('计数 0');
    expect(view.getByText('帮助')).toBeInTheDocument();
    await act(() => router.navigate('/kefu'));
    expect(view.queryByText('帮助')).not.toBeInTheDocument();
  });

  it('keeps / alive: its state AND scroll position survive leaving and coming back', async () => {
    const { router } = renderApp('/', testScreens);
    const counter = await view.findByText('计数 0');
    fireEvent.click(counter);
    fireEvent.click(counter);
    fireEvent.click(counter);
    expect(view.getByText('计数 3')).toBeInTheDocument();
    window.scrollTo(0, 1234);
    fireEvent.scroll(window);

    fireEvent.click(view.getByText('客服'));
    expect(await view.findByText('客服页')).toBeInTheDocument();
    expect(window.scrollY).toBe(0); // another screen starts at the top
    expect(view.queryByText('计数 3')).not.toBeVisible(); // hidden, not unmounted

    fireEvent.click(view.getByText('首页'));
    await until(() => currentPath(router) === '/');
    expect(await view.findByText('计数 3')).toBeVisible();
    expect(window.scrollY).toBe(1234);
  });

  it('a screen that is not kept alive starts fresh', async () => {
    const { router } = renderApp('/kefu', testScreens);
    await view.findByText('客服页');
    await act(() => router.navigate('/'));
    await view.findByText('计数 0');
    await act(() => router.navigate('/kefu'));
    expect(await view.findByText('客服页')).toBeInTheDocument();
  });
});

describe('start-up', () => {
  it("site_state 0 → the entire app shows only '站点维护中...'", async () => {
    server.use(handle(calls.app, { ...fixtures.appInfo, site_state: 0 }));
    const { container } = renderApp('/', testScreens);
    expect(await view.findByText('站点维护中...')).toBeInTheDocument();
    expect(container.textContent).toBe('站点维护中...');
    expect(view.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('the maintenance page checks site_state in the background and opens the app when the site reopens', async () => {
    let asked = 0;
    server.use(handle(calls.app, { ...fixtures.appInfo, site_state: 0 }, { onRequest: () => (asked += 1) }));
    // Only the interval is faked: fetch, MSW and promise scheduling keep the real clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { container } = renderApp('/', testScreens);
      expect(await view.findByText('站点维护中...')).toBeInTheDocument();
      await until(() => asked === 1);
      vi.advanceTimersByTime(MAINTENANCE_POLL_MS);
      await until(() => asked === 2);
      expect(container.textContent).toBe('站点维护中...');

      server.use(handle(calls.app, { ...fixtures.appInfo, site_state: 1 }));
      vi.advanceTimersByTime(MAINTENANCE_POLL_MS);
      expect(await view.findByText('计数 0')).toBeInTheDocument();
      expect(view.queryByText('站点维护中...')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a pid query sends the visitor to /login?type=1&pid={pid}', async () => {
    const { router } = renderApp('/?pid=ref42', testScreens);
    await until(() => router.state.location.pathname === '/login');
    expect(currentPath(router)).toBe('/login?type=1&pid=ref42');
  });

  it('a member reloading a referral address stays home, and the code leaves the address', async () => {
    signIn();
    window.history.replaceState(null, '', '/?pid=ref42');
    try {
      const { router } = renderApp('/', testScreens);
      expect(await view.findByText('计数 0')).toBeInTheDocument();
      // The start-up rules ran (they take the code off the address in the same step).
      await until(() => window.location.search === '');
      expect(currentPath(router)).toBe('/');
      expect(view.getByText('计数 0')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('a referral code in the page query is taken off the address once read', async () => {
    window.history.replaceState(null, '', '/?pid=ref42');
    try {
      const { router } = renderApp('/', testScreens);
      await until(() => router.state.location.pathname === '/login');
      expect(currentPath(router)).toBe('/login?type=1&pid=ref42');
      expect(window.location.search).toBe('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it.each([
    ['another origin', 'https://m.partner.example/', 'https://m.partner.example/register?pid=ref42'],
    ['the same origin (no loop)', `${window.location.origin}/`, null],
    ['another scheme', 'javascript:alert(1)', null],
    ['no URL', '', null],
  ])('visit URL on %s', async (_, url, expected) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    server.use(handle(calls.getVisitUrl, { url }));
    // The start-up's call (src/app/start-up.ts sends it for a page opened with ?pid=), awaited to
    // its end: it says whether it left the page.
    await expect(followVisitUrl('ref42')).resolves.toBe(expected !== null);
    if (expected) expect(assign).toHaveBeenCalledWith(expected);
    else expect(assign).not.toHaveBeenCalled();
  });
});

/** A member on /mine when the session ends by `end`: the router, once it has reached /login. */
async function onMineUntil(end: () => void) {
  signIn();
  const { router } = renderApp('/mine', testScreens);
  expect(await view.findByText('会员中心页')).toBeInTheDocument();
  act(() => end());
  await until(() => router.state.location.pathname === '/login');
  return router;
}

describe('first screens', () => {
  it('a pid on /login opens the register tab with it', async () => {
    const { router } = renderApp('/login?pid=ref42', testScreens);
    await until(() => currentPath(router) === '/login?type=1&pid=ref42');
    expect(currentPath(router)).toBe('/login?type=1&pid=ref42');
  });

  it('an expired session (401) lands on /login with the way back to the screen it was on', async () => {
    const router = await onMineUntil(forceLogout);
    expect(currentPath(router)).toBe('/login?redirect=%2Fmine');
    expect(await view.findByText('登录页 目标:/mine')).toBeInTheDocument();
  });

  it('the end of a session (logout) lands on plain /login, later guests get their redirect', async () => {
    const router = await onMineUntil(endSession);
    expect(currentPath(router)).toBe('/login');
    await act(() => router.navigate('/mine'));
    await until(() => currentPath(router) !== '/mine');
    expect(currentPath(router)).toBe('/login?redirect=%2Fmine');
  });
});
