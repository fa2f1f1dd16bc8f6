/**
 * Landing preload: the route a visitor lands on is known from the URL hash before any of our
 * JavaScript runs. A small inline script at the end of index.html's head, run as the HTML is
 * parsed, starts in parallel with the entry:
 *   - the landing route's CSS (stylesheet, as Vite would add it) and its chunks (modulepreload; where
 *     the boot screen draws the route's largest image, once that is painted: see the end of `runtime`),
 *   - its first public calls (build/landing-routes.ts, from contract/all-calls.ts); the HTTP client takes
 *     each answer once instead of fetching again (src/lib/http/early.ts), so answers are still
 *     validated by the contract and never duplicated,
 *   - and the image of the route's largest paint at high priority, once its call answered; where
 *     the screen draws that image at a place known before any answer (`drawAt`), the boot screen
 *     draws it there at once, and the app starts only once it is on screen (src/main.tsx).
 * Without it the calls start only after the entry and the screen's chunk have run: one to two
 * round trips later (docs/performance.md). Inline rather than a file of its own, it saves the round
 * trip of fetching that file: the route's chunks and calls are found with the HTML.
 *
 * The script's code is the same in every build (`runtime` below); what changes with the build (the
 * route table with hashed file names, the API base) is JSON in a data block before it, which the
 * browser does not run. So its Content-Security-Policy hash changes only when `runtime` does:
 * deploy/security-headers.conf lists it, the reference server hashes inline scripts itself, and the
 * budgets test (scripts/budgets) fails, naming the hash, when the built page's script is not listed.
 */
import { fileURLToPath } from 'node:url';
import { minifySync, runnerImport, type Plugin } from 'vite';
import { resolveCall, type Calls, type LandingTable } from './landing-routes.ts';
import { appendToHead, builtIndexHtml } from './index-html.ts';
import { startUpOf, staticClosure } from './start-up.ts';

export interface RuntimeCall {
  method: 'GET' | 'POST';
  /** Path below the API base, as in contract/all-calls.ts. */
  path: string;
  /** JSON body of a POST, exactly as the client serialises it; null for a GET. */
  body: string | null;
  /**
   * Preload the image whose URL sits at this dotted path of the answer envelope (e.g.
   * `data.0.src`, `data.site_logo`, `data.[platform_name=ag].mobile_img` for the first list item
   * with that field value) at high priority: the route's largest paint.
   */
  lcpImage: string | null;
  /**
   * Where the screen draws that image: the class of its box in index.html's boot style. The boot
   * screen draws it there as soon as it arrives, so the largest paint waits for no script of ours.
   * Null where its place depends on other answers.
   */
  drawAt: string | null;
}

export interface RuntimeRoute {
  js: string[];
  css: string[];
  calls: RuntimeCall[];
}

/** Global the script fills and src/lib/http/early.ts drains. */
export const EARLY_GLOBAL = '__h5Early';

/**
 * Runs in the browser, stringified: no imports, no TypeScript-only syntax after transpilation,
 * nothing that can throw out of it.
 */
export function runtime(routes: Record<string, RuntimeRoute>, apiBase: string, globalName: string): void {
  try {
    const [hashPath, query] = location.hash.replace(/^#/, '').split('?');
    const path = (hashPath || '/').replace(/\/+$/, '') || '/';
    const route = routes[path];
    if (!route) return;
    // A query that has the screen draw a lazy part first (`/login?type=1`) adds that part's files.
    const js = route.js.slice();
    const css = route.css.slice();
    for (const pair of (query || '').split('&')) {
      const variant = routes[`${path}?${pair}`];
      if (variant) {
        js.push(...variant.js);
        css.push(...variant.css);
      }
    }
    // Asset names are relative to dist/, where index.html is.
    const root = new URL('./', document.baseURI);
    const head = document.head;
    // Every attribute before the element is in the document: the browser starts the fetch as it
    // is inserted, with the priority it has then (a `fetchpriority` set after came too late: Low).
    const link = (rel: string, href: string, as?: string, priority?: string) => {
      const el = document.createElement('link');
      el.rel = rel;
      el.href = href;
      if (as) el.setAttribute('as', as);
      if (priority) el.setAttribute('fetchpriority', priority);
      if (rel !== 'preload') el.crossOrigin = '';
      head.appendChild(el);
    };
    const api = new URL(apiBase, location.href);
    if (!api.pathname.endsWith('/')) api.pathname += '/';
    let token: string | null = null;
    try {
      token = sessionStorage.getItem('token');
    } catch {
      token = null;
    }
    const store: Record<string, { at: number; response: Promise<Response> }> = {};
    (window as unknown as Record<string, unknown>)[globalName] = store;
    const send = (call: RuntimeRoute['calls'][number]) => {
      const url = new URL(call.path, api).href;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (call.body) headers['Content-Type'] = 'application/json;charset=UTF-8';
      const response = fetch(url, { method: call.method, headers, body: call.body ?? undefined });
      response.catch(() => undefined);
      store[`${call.method} ${url} ${call.body ?? ''}`] = { at: Date.now(), response };
      if (call.lcpImage) {
        const drawn = response
          .then((r) => r.clone().json())
          .then((answer: { code?: number }): unknown => {
            if (!answer || answer.code !== 200) return;
            let src: unknown = answer;
            for (const key of (call.lcpImage as string).split('.')) {
              // `[field=value]`: the first item of a list whose field has that value.
              const match = /^\[(\w+)=([^\]]*)\]$/.exec(key);
              if (match && Array.isArray(src)) {
                src = src.find(
                  (item) =>
                    item !== null &&
                    typeof item === 'object' &&
                    String((item as Record<string, unknown>)[match[1] as string]) === match[2],
                );
              } else {
                src =
                  src !== null && typeof src === 'object' ? (src as Record<string, unknown>)[key] : undefined;
              }
            }
            if (typeof src !== 'string' || src === '') return;
            const image = new URL(src, location.href);
            if (image.protocol !== 'http:' && image.protocol !== 'https:') return;
            // The installed app's window lays the home out without its download strip: there, and
            // once the app has drawn, the image is only preloaded.
            const nav = navigator as Navigator & { standalone?: boolean };
            const art =
              call.drawAt && !nav.standalone && !matchMedia('(display-mode: standalone)').matches
                ? document.getElementById('boot-art')
                : null;
            if (!art) return link('preload', image.href, 'image', 'high');
            // In index.html's frame for it. No alt: the boot screen is hidden from assistive technology.
            const img = document.createElement('img');
            img.fetchPriority = 'high';
            img.className = call.drawAt as string;
            img.src = image.href;
            art.appendChild(img);
            // Decoded, then painted in the next frame: the app's work starts after that frame.
            return img.decode().then(() => new Promise(requestAnimationFrame));
          })
          .catch(() => undefined);
        // Where it draws one, the promise that it is on screen, which the entry waits for (src/boot-image.ts).
        if (call.drawAt)
          (window as unknown as Record<string, unknown>)[`${globalName}Drawn`] = onScreen = drawn;
      }
    };
    let onScreen: Promise<unknown> | undefined;
    // First the call that leads to the largest paint (its image), then the screen's stylesheets and
    // the other calls: the browser starts them in this order. Where the boot screen draws that
    // image, the screen's chunks are asked for once it is painted (a task after the frame that
    // settles `onScreen`): the app runs no sooner, and until then the image has the connection
    // to itself.
    for (const call of route.calls) if (call.lcpImage) send(call);
    const screenCode = () => {
      for (const file of js) link('modulepreload', new URL(file, root).href);
    };
    if (onScreen) void onScreen.then(() => setTimeout(screenCode));
    else screenCode();
    for (const file of css) link('stylesheet', new URL(file, root).href);
    for (const call of route.calls) if (!call.lcpImage) send(call);
  } catch {
    // A preload is an optimisation: the app fetches everything itself when this fails.
  }
}

/**
 * The inline script: the same text in every build (its CSP hash is listed in
 * deploy/security-headers.conf). It runs `runtime` with the JSON of the data block just before it.
 * Minified by the bundler's own minifier, as every other script we ship: every route's page
 * carries it (a fifth lighter in brotli). A Vite upgrade that minifies differently changes the
 * hash, and the budgets test names the new one.
 */
export function inlineScript(): string {
  const source = `try{(${runtime.toString()}).apply(null,JSON.parse(document.currentScript.previousElementSibling.textContent))}catch(e){}`;
  return minifySync('landing-preload.js', source, { compress: true, mangle: true }).code;
}

/**
 * JSON for a `<script type="application/json">` block: nothing in it can end the element. Fields
 * that are null are left out (every route's page carries the table): the runtime reads a missing
 * one as null.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) => (field === null ? undefined : field)).replace(
    /</g,
    '\\u003c',
  );
}

/** The Vite plugin: writes the route table and the inline script at the end of index.html's head. */
export function landingPreload(routes: Record<string, LandingTable>, apiBase: string): Plugin {
  let contract: Calls | undefined;
  return {
    name: 'h5-landing-preload',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      // The contract is TypeScript with extensionless imports: loaded through Vite's module runner,
      // as the app's own code is, not by the config loader.
      const file = fileURLToPath(new URL('../contract/all-calls.ts', import.meta.url));
      const { module } = await runnerImport<{ allCalls: Calls }>(file, {
        configFile: false,
        logLevel: 'error',
      });
      contract = module.allCalls;
    },
    generateBundle(_options, bundle) {
      if (!contract) this.error('landing preload: contract/all-calls.ts was not loaded');
      const resolved = contract;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      // What the page loads whatever the route: the entry, the start-up and the chunks they import.
      const startUp = startUpOf(bundle);
      const initial = new Set([...startUp.entry, ...startUp.js]);

      /** A module's chunk and the chunks it imports, with their CSS, less what the HTML loads. */
      const files = (module: string, what: string) => {
        const isModule = (id: string | null) => !!id && id.replace(/\\/g, '/').endsWith(`/${module}`);
        // The module's own chunk; or, when the bundler merged that chunk away, the chunk holding it.
        const own =
          chunks.find((c) => isModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isModule));
        if (!own) return this.error(`landing preload: no chunk for ${module} (${what})`);
        // A chunk after the chunks it imports: their CSS comes first in the page, so the screen's
        // own rules win the cascade over the kit's, as when Vite loads the chunk itself.
        const js = [...staticClosure(bundle, own.fileName)].filter((f) => !initial.has(f));
        const css = new Set<string>();
        for (const file of js) {
          const chunk = bundle[file];
          const imported = chunk?.type === 'chunk' ? chunk.viteMetadata?.importedCss : undefined;
          for (const sheet of imported ?? []) css.add(sheet);
        }
        return { js, css: [...css] };
      };

      const runtimeRoutes: Record<string, RuntimeRoute> = {};
      for (const [path, route] of Object.entries(routes)) {
        const { js, css } = files(route.module, path);
        runtimeRoutes[path] = { js, css, calls: route.calls.map((call) => resolveCall(resolved, call)) };
        for (const [pair, module] of Object.entries(route.variants ?? {})) {
          // Only what the screen does not already bring.
          const variant = files(module, `${path}?${pair}`);
          runtimeRoutes[`${path}?${pair}`] = {
            js: variant.js.filter((f) => !js.includes(f)),
            css: variant.css.filter((f) => !css.includes(f)),
            calls: [],
          };
        }
      }
      const data = scriptJson([runtimeRoutes, apiBase, EARLY_GLOBAL]);
      const tags = `<script type="application/json">${data}</script><script>${inlineScript()}</script>`;

      const html = builtIndexHtml(bundle);
      if (!html) return this.error('landing preload: index.html is not in the bundle yet (plugin order)');
      // At the end of the head, after the entry's tags and the start-up's (build/start-up.ts): the
      // screen's stylesheets come after the app's in the cascade, as when Vite loads the chunk itself.
      appendToHead(html, tags);
    },
  };
}
