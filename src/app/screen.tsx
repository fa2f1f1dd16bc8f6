import { Suspense, useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary, ErrorFallback } from '@/components/error-boundary';
import { PageNav } from '@/components/page-nav';
import { messages } from '@/config/messages';
import { lazyNow, useDrawnOnArrival, type NowLazy } from '@/lib/lazy-now';
import { SCREEN_RETRY_MS } from '@/lib/query-client';
import { FooterNav } from '@/core/nav/footer-nav';
import { ScreenDrawn } from './first-screen';
import { useRouteHandle } from './route-handle';
import styles from './screen.module.css';

/** A screen module, or a gate module whose component draws its children only to those it lets in. */
type Load = () => Promise<{ default: ComponentType<{ children?: ReactNode }> }>;

/**
 * A lazy screen that can load again. React.lazy keeps a rejected import for good, so a screen
 * opened offline would stay broken until a reload (and a reload offline is the browser's own error
 * page). After a failed load the next render gets a fresh lazy component, i.e. a fresh import().
 */
export class ScreenLoader {
  Screen: NowLazy<{ children?: ReactNode }>;
  failed = false;
  /** Retries made by themselves since the last load that worked or the last 'online' event. */
  autoRetries = 0;
  private readonly load: Load;
  /** The current attempt's load, shared by `preload` and the lazy screen. */
  private loading: ReturnType<Load> | null = null;

  constructor(load: Load) {
    this.load = load;
    this.Screen = this.create();
  }

  private create() {
    this.loading = null;
    return lazyNow(() => this.start());
  }

  private start(): ReturnType<Load> {
    return (this.loading ??= this.load().then(
      (module) => {
        this.autoRetries = 0;
        return module;
      },
      (error: unknown) => {
        this.failed = true;
        throw error;
      },
    ));
  }

  /** Asks for the screen's code before it is rendered; settles either way once it is there or failed. */
  preload(): Promise<void> {
    return this.start().then(
      () => undefined,
      () => undefined,
    );
  }

  /** Before a retry: a screen whose code failed to arrive asks for it again. */
  reset(): void {
    if (!this.failed) return;
    this.failed = false;
    refetchFailedStyles();
    this.Screen = this.create();
  }
}

/**
 * Vite's preload helper adds a screen's stylesheet once per page: one that failed offline stays
 * failed (no `sheet`) and the retried screen would show unstyled. Swap each for a fresh link.
 */
function refetchFailedStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet) continue;
    const fresh = link.cloneNode() as HTMLLinkElement;
    link.replaceWith(fresh);
  }
}

/**
 * What a screen that could not load shows, inside the shell: the shell's header and tab bar stay,
 * where the route has neither a back bar stands in for the screen's own, and a screen that draws
 * the footer navigation itself (/kefu, /mine, …) keeps it: never a page with nowhere to go but back. Offline it says
 * 网络异常 and loads again by itself when the connection returns.
 */
function ScreenFailed({ loader, onRetry }: { loader: ScreenLoader; onRetry: () => void }) {
  const handle = useRouteHandle();
  const network = loader.failed;
  useEffect(() => {
    if (!network) return;
    const onOnline = () => {
      loader.autoRetries = 0;
      onRetry();
    };
    window.addEventListener('online', onOnline);
    // Failed although the browser says it is online: the 'online' event can come a moment before
    // requests get through, and a flaky link drops one. Try again by itself, a few times, each
    // further apart; then 重试 and the next 'online' remain.
    const delay = navigator.onLine ? SCREEN_RETRY_MS[loader.autoRetries] : undefined;
    const timer =
      delay === undefined
        ? undefined
        : window.setTimeout(() => {
            loader.autoRetries += 1;
            onRetry();
          }, delay);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearTimeout(timer);
    };
  }, [network, onRetry, loader]);
  const title = network ? messages.networkDown : messages.somethingWrong;
  return (
    <>
      {!handle.header && !handle.tabBar && <PageNav title={title} />}
      <ErrorFallback message={network ? messages.offline : messages.somethingWrong} onRetry={onRetry} />
      {handle.footerNav && (
        <div className={styles.footerRoom}>
          <FooterNav />
        </div>
      )}
    </>
  );
}

/**
 * A lazily loaded screen behind its own error boundary (what `screen()` puts in the route table).
 * `layout`: the screen of a layout route, its child route drawn beside it (see `layoutScreen`).
 */
export function LazyScreen({
  loader,
  layout = false,
  children,
}: {
  loader: ScreenLoader;
  layout?: boolean;
  children?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const [retry] = useState(() => () => {
    loader.reset();
    setAttempt((n) => n + 1);
  });
  const Screen = loader.Screen;
  // Drawn as soon as its code arrives (src/lib/lazy-now.ts): the first screen, and every screen after.
  useDrawnOnArrival(Screen);
  return (
    <>
      <ErrorBoundary resetKey={attempt} fallback={<ScreenFailed loader={loader} onRetry={retry} />}>
        <Suspense
          fallback={
            <div className={styles.pending} role="status" data-screen-pending>
              {messages.loading}
            </div>
          }
        >
          <Screen>{children}</Screen>
          <ScreenDrawn />
        </Suspense>
      </ErrorBoundary>
      {layout && <Outlet />}
    </>
  );
}

/**
 * Route-level code splitting: `screen(() => import('@/features/x/routes/y'))` is the element of a
 * route whose screen module (default export = the screen component) loads into its own chunk on
 * first render. A screen that throws or cannot load shows a retry instead of a white screen.
 *
 * `gate`: a module (loaded the same way) whose component decides who may see the screen; the
 * screen's own chunk is fetched only when the gate draws it.
 */
export function screen(load: Load, gate?: Load): ReactElement {
  const shown = <LazyScreen loader={new ScreenLoader(load)} />;
  return gate ? <LazyScreen loader={new ScreenLoader(gate)}>{shown}</LazyScreen> : shown;
}

/**
 * The screen of a layout route (a route with children: /mine, whose overlay /setting is nested in
 * it). The child route is drawn beside the layout's screen, outside its loading and error
 * boundaries, rather than through an <Outlet/> inside the layout's module: inside, a child could
 * show only once the layout's whole chunk had arrived, so landing on /setting (a reload, a link)
 * waited for /mine's code before its sheet. Beside it, both chunks are fetched at once and the
 * child is drawn as soon as its own is there, the layout behind it when its chunk arrives. Beside
 * it and not in the layout's pending placeholder, because the child keeps its place in the tree
 * when the layout arrives: it is not mounted a second time. A layout screen's module therefore
 * renders no <Outlet/> of its own (it would draw the child twice); the child of a layout is drawn
 * after it in the DOM, which an overlay drawn into a portal (/setting) does not mind.
 */
export function layoutScreen(load: Load): ReactElement {
  return <LazyScreen loader={new ScreenLoader(load)} layout />;
}
