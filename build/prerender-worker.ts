/**
 * Run by build/prerender.ts in a process of its own (the document it fakes is global), once per
 * route: renders the landing route given on the command line as a visitor's first screen and
 * prints `{ "<route>": "<#root's markup>" }` as JSON on stdout.
 *
 * The app is loaded through Vite's module runner with the project's configuration (aliases, CSS
 * modules named as in the build), into a jsdom document at the route's hash, and rendered by
 * react-dom's client as src/main.tsx renders it (src/app/root.tsx). The markup is taken when the
 * landing screen commits (src/app/first-screen.ts), as the browser would draw it then: before any
 * call has answered (none ever does here), with nobody signed in, and with Math.random at 0 (the
 * captcha shown first), so two builds of the same code embed the same markup.
 */
import { JSDOM } from 'jsdom';
import { createServer, createServerModuleRunner, type ViteDevServer } from 'vite';
import type * as FirstScreen from '../src/app/first-screen';
import type * as Root from '../src/app/root';

const ROOT = new URL('../', import.meta.url);

/** jsdom's window as the globals a browser has (what the app and React read). */
function installDocument(route: string): JSDOM {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
    url: `https://prerender.invalid/#${route}`,
    pretendToBeVisual: true,
  });
  const window = dom.window as unknown as Record<string, unknown>;
  const globals = globalThis as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globals && !['window', 'document', 'location', 'navigator', 'self'].includes(key)) continue;
    try {
      Object.defineProperty(globals, key, { configurable: true, writable: true, value: window[key] });
    } catch {
      // a property Node will not let go of: the app does not read it
    }
  }
  // No call ever answers: the screen as drawn before its data.
  const never = () => new Promise<Response>(() => undefined);
  globals.fetch = never;
  window.fetch = never;
  globals.matchMedia = window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  Math.random = () => 0;
  return dom;
}

async function render(server: ViteDevServer, route: string): Promise<string> {
  const dom = installDocument(route);
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  const load = <T>(path: string) => runner.import(path) as Promise<T>;
  const { AppRoot } = await load<typeof Root>('/src/app/root.tsx');
  const { firstScreenDrawn } = await load<typeof FirstScreen>('/src/app/first-screen.ts');
  const { createElement, startTransition } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const container = dom.window.document.getElementById('root')!;
  const root = createRoot(container);
  startTransition(() => root.render(createElement(AppRoot)));
  await Promise.race([
    firstScreenDrawn,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`prerender: ${route} was not drawn`)), 20_000),
    ),
  ]);
  const html = container.innerHTML;
  root.unmount();
  dom.window.close();
  await runner.close();
  return html;
}

const route = process.argv[2] ?? '/';
const server = await createServer({
  root: new URL('.', ROOT).pathname,
  configFile: new URL('vite.config.ts', ROOT).pathname,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  // The kit and its helpers are ES modules in .js files that import their own CSS: through the
  // runner, not Node's loader (as vitest.config.ts inlines them).
  ssr: {
    noExternal: ['antd-mobile', 'antd-mobile-icons', 'ahooks', /^rc-/, /^@use-gesture/, /^@react-spring/],
  },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  process.stdout.write(JSON.stringify({ [route]: await render(server, route) }));
} finally {
  await server.close();
}
process.exit(0);
