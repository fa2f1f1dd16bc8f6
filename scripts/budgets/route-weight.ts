/**
 * Real route weight: what a browser needs to render a route, and for a visitor on a landing route
 * what the page fetches in its first seconds. Each route is opened in a fresh
 * Chromium context (390×844, mobile) against the reference server serving the built `dist/`, to
 * learn where it lands (guards redirect) and which screen chunk it loads; the weight is what that
 * screen statically needs in the build's module graph (analyse.ts `routeNeeds`: the HTML's files
 * and the screen chunk's static closure) and the HTML's inline landing preload, each file at the
 * size of its brotli copy in `dist/` (what nginx's brotli_static sends; the same measure as the
 * chunk budgets). A child route drawn beside its layout screen (/setting over /mine, src/app/screen.tsx
 * `layoutScreen`) weighs what the child needs: the layout's chunk, fetched in parallel and drawn
 * behind it when it arrives, is listed as later.
 *
 * A member's visit is deterministic by construction: counting "every file requested until the
 * network is quiet" gave 162.8 and 171.6 KB for one route of one build, because lazy parts loaded
 * on demand (overlays, empty-state art) arrived before or after the quiet window depending on the
 * machine's load. Those are listed as `later` but not counted; each is held to the lazy chunk
 * budget. A guest on a landing route touches nothing: what its page fetches by itself once drawn
 * (parts loaded when the browser is idle, the home's welcome dialog) is counted, the visit waiting
 * FIRST_SECONDS_MS after the screen is drawn and then for a quiet network.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, systemChromium } from '../chromium';
import { startServer, type RunningServer } from '../bench/processes';
import { INLINE_SCRIPTS, type SizeOf } from './analyse';

/** How long the network must stay quiet after the screen rendered. */
const QUIET_MS = 1_000;
/**
 * A visitor's first seconds on a landing route: what the page fetches by itself in this time after
 * its screen is drawn (the parts it loads once drawn and idle) counts in its weight too.
 */
const FIRST_SECONDS_MS = 3_000;
/** Visits in parallel: bytes do not depend on timing, so a few contexts at once are safe. */
const CONCURRENCY = 3;

export interface RouteVisit {
  /** Hash path, e.g. `/` or `/mine`. */
  route: string;
  /** Visit as a freshly registered member (routes behind the login guard). */
  member?: boolean;
  /** Visit as the seeded demo agent (the agent centre's screens, which turn plain members away). */
  agent?: boolean;
}

export interface RouteWeight extends RouteVisit {
  /** Where the app ended up (a guard or the catch-all may redirect). */
  landed: string;
  /**
   * What is counted: what the landed screen statically needs and, for a guest (a visitor on a
   * landing route), every other file of ours the page fetched by itself in its first seconds.
   */
  files: { file: string; bytes: number }[];
  bytes: number;
  /** The counted files beyond the screen's static needs (a guest's first seconds). */
  afterScreen: string[];
  /** Files of ours a member's visit also fetched, loaded on demand by the screen (not counted). */
  later: string[];
}

/** The files a route needs, given the files its visit requested (analyse.ts `routeNeeds`). */
export type Needs = (requested: string[]) => string[];

/** dist-relative file of a same-origin JS/CSS URL, or null for anything else. */
export function distFileOf(url: string, origin: string): string | null {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return null;
  const path = decodeURIComponent(parsed.pathname).replace(/^\/+/, '');
  return /\.(m?js|css)$/i.test(path) ? path : null;
}

/** POST a sign-in call of the reference server and return the session token it answers. */
async function tokenFrom(origin: string, call: string, body: object, what: string): Promise<string> {
  const res = await fetch(`${origin}/api/${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; message: string; data?: { api_token?: string } };
  const token = answer.data?.api_token;
  if (answer.code !== 200 || !token) throw new Error(`${what} failed: ${answer.message}`);
  return token;
}

function registerMember(origin: string): Promise<string> {
  const name = `bw${String(Date.now()).slice(-8)}`;
  const password = 'pass1234';
  const member = {
    name,
    password,
    confirmPass: password,
    realname: '李四',
    paypassword: '123456',
    code: 'abcd',
  };
  return tokenFrom(origin, 'register', member, 'register for the member visits');
}

/** The reference server seeds demo888 as an agent with a team (server/src/seed/demo-agent-team.ts). */
function signInDemoAgent(origin: string): Promise<string> {
  const agent = { name: 'demo888', password: 'demo8888', code: 'abcd' };
  return tokenFrom(origin, 'login', agent, "the demo agent's login");
}

async function visit(
  browser: Browser,
  origin: string,
  route: RouteVisit,
  token: string | null,
  sizeOf: SizeOf,
  needs: Needs,
): Promise<RouteWeight> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  try {
    // The client keeps its token in sessionStorage under `token` (src/lib/storage.ts).
    if (token) await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
    const page = await context.newPage();
    const files = new Set<string>();
    let inFlight = 0;
    let lastEvent = Date.now();
    page.on('request', (request) => {
      inFlight += 1;
      lastEvent = Date.now();
      const file = distFileOf(request.url(), origin);
      if (file) files.add(file);
    });
    const settled = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastEvent = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(`${origin}/#${route.route}`, { waitUntil: 'load', timeout: 60_000 });
    // Playwright's 'networkidle' (500 ms without requests) fires while a busy CPU still parses
    // the entry; wait instead for the app to have drawn something and then for a quiet network of
    // QUIET_MS (a screen chunk still loading keeps the network busy). Nothing on the screen may
    // say it is loading (ListState's aria-busy): a guard that waits for an answer before
    // redirecting (the agent centre's) shows that state until it has sent the visit on, however
    // long the machine takes.
    const drawn = () => {
      const root = document.getElementById('root');
      return !!root && root.childElementCount > 0 && !document.querySelector('[aria-busy="true"]');
    };
    await page.waitForFunction(drawn, undefined, { timeout: 60_000, polling: 100 });
    const drawnAt = Date.now();
    const guest = !token;
    const deadline = Date.now() + 60_000;
    while (
      inFlight > 0 ||
      Date.now() - lastEvent < QUIET_MS ||
      (guest && Date.now() - drawnAt < FIRST_SECONDS_MS) ||
      !(await page.evaluate(drawn))
    ) {
      if (Date.now() > deadline) throw new Error(`${route.route}: the network never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const landed = new URL(page.url()).hash.replace(/^#/, '') || '/';
    const requested = [...files].sort();
    const needed = needs(requested);
    const missing = needed.filter((file) => !files.has(file));
    // The graph must describe what really loads: a needed file the browser never asked for means
    // the count and the page disagree.
    if (missing.length > 0)
      throw new Error(`${route.route}: needed but never requested: ${missing.join(', ')}`);
    // The page's inline script (the landing preload) is bytes like any file's. A visitor pays for
    // what the page fetches by itself in its first seconds, not only what the screen needs: it
    // shares the slow connection with the screen's images and answers. A member's visit counts what
    // the screen needs; what it loads on demand later is held to the lazy chunk budget.
    const beyond = requested.filter((file) => !needed.includes(file));
    const afterScreen = guest ? beyond : [];
    const later = guest ? [] : beyond;
    const sized = [INLINE_SCRIPTS, ...needed, ...afterScreen].map((file) => ({ file, bytes: sizeOf(file) }));
    return {
      ...route,
      landed,
      files: sized,
      bytes: sized.reduce((sum, f) => sum + f.bytes, 0),
      afterScreen,
      later,
    };
  } finally {
    await context.close();
  }
}

/**
 * Start the reference server on a free port with a fresh database (serving `dist`), visit every
 * route, and stop the server's whole process group and the browser whatever happens.
 */
export async function measureRouteWeights(
  dist: string,
  routes: RouteVisit[],
  sizeOf: SizeOf,
  needs: Needs,
): Promise<RouteWeight[]> {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist}/index.html is missing: run \`npx vite build\` first`);
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer('budgets', { STATIC_DIR: dist });
    browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_FLAGS });
    const token = routes.some((r) => r.member) ? await registerMember(server.origin) : null;
    const agentToken = routes.some((r) => r.agent) ? await signInDemoAgent(server.origin) : null;
    const weights: RouteWeight[] = new Array(routes.length);
    let next = 0;
    const worker = async () => {
      while (next < routes.length) {
        const index = next++;
        const route = routes[index] as RouteVisit;
        weights[index] = await visit(
          browser as Browser,
          (server as RunningServer).origin,
          route,
          route.agent ? agentToken : route.member ? token : null,
          sizeOf,
          needs,
        );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return weights;
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
  }
}
