import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  analyse,
  check,
  ENCODING,
  firstScreen,
  fmt,
  layoutsOf,
  readDist,
  routeNeeds,
  table,
} from './analyse';
import { landingRoutes } from '../../build/landing-routes';
import { paths } from '../../src/config/paths';
import { budgets, firstScreenBudgets, firstScreenMargin, routeBudgets } from './budgets';
import { measureRouteWeights, type RouteVisit } from './route-weight';
import { inputsChangedSince } from '../build-inputs.mjs';

// A string, not `new URL(...)`: under the root config's jsdom, URL is jsdom's and node rejects it.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'dist');

/** Every path that has a screen in the route table (`path: paths.x` in src/app/router.tsx). */
/** The agent centre's screens (paths.agent, paths.agentCommission, …): /applyagent is not one. */
const AGENT_SCREEN = /^\/agent/;

/** Who a visit was made as. */
const who = (visit: RouteVisit) => (visit.agent ? 'agent' : visit.member ? 'member' : 'guest');

function routedPaths(): string[] {
  const table = readFileSync(join(root, 'src/app/router.tsx'), 'utf8');
  const names = [...table.matchAll(/path:\s*paths\.(\w+)/g)].map((m) => m[1] as keyof typeof paths);
  return [
    ...new Set(names.map((name) => paths[name]).filter((p): p is (typeof paths)[keyof typeof paths] => !!p)),
  ];
}

/** Every screen module on disk: `src/features/<domain>/routes/<name>.tsx` (tests excluded). */
function screenModules(): string[] {
  const features = join(root, 'src/features');
  return readdirSync(features).flatMap((domain) => {
    let names: string[] = [];
    try {
      names = readdirSync(join(features, domain, 'routes'));
    } catch {
      return [];
    }
    return names
      .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
      .map((name) => `src/features/${domain}/routes/${name}`);
  });
}

// Only scripts/budgets/vitest.config.ts runs this file (the root projects do not include
// scripts/budgets/), after `vite build`. A dist/ built before the sources last changed would judge
// other code than the commit's, so the first check refuses it and names what changed since.
describe(`size budgets of the production build (${ENCODING} bytes, as served)`, () => {
  it('judges a build of the current sources (dist/ newer than everything the build reads)', () => {
    const builtAt = statSync(join(dist, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    expect(builtAt, 'no dist/: run `npx vite build` first').toBeGreaterThan(0);
    expect(
      inputsChangedSince(root, builtAt),
      'changed since dist/ was built: run `npx vite build` again',
    ).toEqual([]);
  });

  it('keeps the first load of / and every lazy chunk within budget', () => {
    const { manifest, html, sizeOf } = readDist(dist);
    const analysis = analyse(manifest, html, sizeOf);
    const verdict = check(analysis, budgets);
    console.log(`\n${table(analysis, budgets)}\n`);
    for (const note of verdict.notes) console.warn(`note: ${note}`);
    expect(verdict.failures, `over budget:\n  ${verdict.failures.join('\n  ')}`).toEqual([]);
  });

  it('holds what each landing route fetches and its largest script before the first screen to their ratchets', () => {
    const { manifest, html, sizeOf, rawSizeOf } = readDist(dist);
    expect(Object.keys(firstScreenBudgets).sort()).toEqual(Object.keys(landingRoutes).sort());
    const failures: string[] = [];
    const rows: string[] = [];
    for (const [route, { module }] of Object.entries(landingRoutes)) {
      const budget = firstScreenBudgets[route] as (typeof firstScreenBudgets)[string];
      const seen = firstScreen(manifest, html, module, sizeOf, rawSizeOf);
      const figures = [
        ['fetched before it (brotli)', seen.bytes, budget.bytes, firstScreenMargin.bytes],
        [
          `largest script, ${seen.largestScript.file} (raw)`,
          seen.largestScript.bytes,
          budget.largestScript,
          firstScreenMargin.largestScript,
        ],
      ] as const;
      for (const [what, bytes, limit, margin] of figures) {
        rows.push(`${route.padEnd(10)} ${what.padEnd(52)} ${fmt(bytes).padStart(9)} / ${fmt(limit)}`);
        if (bytes > limit) failures.push(`${route}: ${what} ${fmt(bytes)} B > ${fmt(limit)} B`);
        else if (limit - bytes > 2 * margin)
          failures.push(
            `${route}: ${what} ${fmt(bytes)} B, budget ${fmt(limit)} B — lower it to ${fmt(bytes + margin)} in budgets.ts`,
          );
      }
    }
    console.log(`\nbefore the first screen:\n${rows.join('\n')}\n`);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it("keeps the weight of every route within budget (JS + CSS its screen statically needs; a visitor's first seconds on a landing route)", async () => {
    const { manifest, html, sizeOf } = readDist(dist);
    const visits: RouteVisit[] = [
      ...routeBudgets.guestRoutes.map((route) => ({ route })),
      // A member never stays on /login (it sends them on to /mine or their redirect).
      ...routedPaths()
        .filter((route) => route !== paths.login)
        .map((route) => ({ route, member: true })),
      // The agent centre's screens weigh what they weigh for those they are for; a plain member's
      // visit above is turned away to /applyagent before the screen's code is fetched.
      ...routedPaths()
        .filter((route) => AGENT_SCREEN.test(route))
        .map((route) => ({ route, agent: true })),
    ];
    const screens = new Set(screenModules());
    // Layout screens draw their child route beside them (/setting over /mine): on a child's route
    // the layout's chunk is fetched in parallel and drawn later, not counted (analyse.ts routeNeeds).
    const layouts = layoutsOf(readFileSync(join(root, 'src/app/router.tsx'), 'utf8'));
    for (const [layout, children] of Object.entries(layouts))
      for (const key of [layout, ...children]) expect(screens, `layout ${layout}`).toContain(key);
    const weights = await measureRouteWeights(dist, visits, sizeOf, (requested) =>
      routeNeeds(manifest, html, requested, (key) => screens.has(key), layouts),
    );
    const failures: string[] = [];
    const notes: string[] = [];
    // A route visited more than once (guest, member, agent) is judged by its heaviest visit for "now meets the
    // target": the two may land on different screens (a guard's redirect).
    const heaviest = new Map<string, number>();
    for (const w of weights) heaviest.set(w.route, Math.max(heaviest.get(w.route) ?? 0, w.bytes));
    const rows = weights.map((w) => {
      const target = routeBudgets.limits[w.route] ?? routeBudgets.other;
      const exception = routeBudgets.exceptions[w.route];
      const limit = exception?.current ?? target;
      if (exception && (heaviest.get(w.route) ?? w.bytes) <= target) {
        failures.push(
          `${w.route}: ${w.bytes.toLocaleString('en-US')} B now meets ${target.toLocaleString('en-US')} B — remove its exception in budgets.ts`,
        );
      } else if (exception && exception.current - (heaviest.get(w.route) ?? w.bytes) > 2_000) {
        notes.push(
          `${w.route}: ${w.bytes.toLocaleString('en-US')} B, exception says ${exception.current.toLocaleString('en-US')} B — lower it`,
        );
      }
      if (w.bytes > limit) {
        failures.push(
          `${who(w)} ${w.route}: ${w.bytes.toLocaleString('en-US')} B > ${limit.toLocaleString('en-US')} B\n    ${w.files.map((f) => `${f.file} ${f.bytes}`).join('\n    ')}`,
        );
      }
      const landed = w.landed === w.route ? '' : ` → ${w.landed}`;
      const after =
        w.afterScreen.length > 0
          ? `; in its first seconds, after the screen: ${w.afterScreen.join(' ')}`
          : '';
      const later = w.later.length > 0 ? `; later, not counted: ${w.later.join(' ')}` : '';
      return `${who(w).padEnd(6)} ${`${w.route}${landed}`.padEnd(40)} ${w.bytes.toLocaleString('en-US').padStart(9)} / ${limit.toLocaleString('en-US')}  (${w.files.length} files${after}${later})`;
    });
    console.log(`\nroute weight, ${ENCODING} B:\n${rows.join('\n')}\n`);
    for (const note of notes) console.warn(`note: ${note}`);
    // A guest's landing routes must really render their screen, or the number means nothing.
    for (const w of weights.filter((v) => !v.member)) expect(w.landed, `guest ${w.route}`).toBe(w.route);
    expect(failures, `over budget:\n  ${failures.join('\n  ')}`).toEqual([]);
  }, 240_000);

  it('ships react-dom, and no Preact in any built file', () => {
    const files = readdirSync(join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    const text = [
      readFileSync(join(dist, 'index.html'), 'utf8'),
      ...files.map((f) => readFileSync(join(dist, 'assets', f), 'utf8')),
    ].join('\n');
    // Preact's name, or its compat layer's event aliases, which survive minification.
    for (const mark of [/preact/i, /"ondoubleclick"/, /"oninputCapture"/])
      expect(text, `built files contain ${mark}`).not.toMatch(mark);
    // react-dom's own marks: a fiber on every DOM node, React 19's element type.
    for (const mark of ['__reactFiber$', 'react.transitional.element'])
      expect(text.includes(mark), `built files lack ${mark}`).toBe(true);
  });

  it("ships the kit's icons compacted by build/compact-kit-icons.ts (7.8 KB of /, 6.9 KB of /login)", () => {
    const icons = readdirSync(join(dist, 'assets')).filter((name) =>
      /^[A-Z]\w*(Outline|Fill)-[\w-]+\.js$/.test(name),
    );
    expect(icons.length, 'no icon chunk in the build: the check below would prove nothing').toBeGreaterThan(
      0,
    );
    for (const name of icons) {
      const text = readFileSync(join(dist, 'assets', name), 'utf8');
      // What the design tool exports and the step removes: an invisible 48×48 rectangle, ids.
      expect(text, name).not.toMatch(/opacity:0,x:0,y:0,width:48,height:48/);
      expect(text, name).not.toMatch(/\bid:[`"']/);
    }
  });

  it('puts every screen in a lazy chunk of its own, none in the first load', () => {
    const { manifest, html, sizeOf } = readDist(dist);
    const firstLoad = new Set(analyse(manifest, html, sizeOf).firstLoad.files.map((f) => f.file));
    const screens = screenModules();
    expect(screens.length).toBeGreaterThan(0);
    const dynamicTargets = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
    for (const screen of screens) {
      // A screen's chunk that its own lazy parts also import (for shared code inlined into it)
      // has no source key in Vite's manifest: it is the dynamic-import target named after it.
      const key =
        screen in manifest
          ? screen
          : Object.keys(manifest).find(
              (k) => manifest[k]?.name === basename(screen, '.tsx') && dynamicTargets.has(k),
            );
      const chunk = key === undefined ? undefined : manifest[key];
      expect(chunk?.isDynamicEntry || dynamicTargets.has(key ?? ''), `${screen} is not lazily loaded`).toBe(
        true,
      );
      expect(firstLoad.has(chunk?.file ?? ''), `${screen} is in the first load`).toBe(false);
    }
  });

  it('has an invitation link (/login?type=1) preload the register form beside the login screen', () => {
    const { manifest, html } = readDist(dist);
    const data = /<script type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '[{}]';
    const [routes] = JSON.parse(data) as [Record<string, { js: string[] }>];
    const register = manifest['src/features/auth/components/register-fields.tsx']?.file;
    expect(register, 'the register form is not a chunk of its own').toBeDefined();
    expect(routes['/login']?.js).not.toContain(register);
    expect(routes['/login?type=1']?.js).toContain(register);
  });

  it('leaves the manifest out of the page: the app links it once its first screen is drawn', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<link[^>]*rel="?manifest/i);
    expect(existsSync(join(dist, 'manifest.webmanifest'))).toBe(true);
  });

  it("runs the page's inline script (the landing preload) under deploy/security-headers.conf's policy, by hash", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const policy = readFileSync(join(root, 'deploy/security-headers.conf'), 'utf8');
    const scriptSrc = /Content-Security-Policy "[^"]*script-src ([^;"]*)/.exec(policy)?.[1] ?? '';
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter(
      // Not run, so not subject to the policy: a script with a src, or a data block.
      ([, attributes = '']) =>
        !/\bsrc\s*=/i.test(attributes) && !/type\s*=\s*"application\/json"/i.test(attributes),
    );
    expect(inline.length, 'the built page has no inline script: the landing preload is missing').toBe(1);
    for (const [, , code = ''] of inline) {
      const hash = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
      expect(scriptSrc.split(/\s+/), `list ${hash} in script-src of deploy/security-headers.conf`).toContain(
        hash,
      );
    }
  });
});
