import { describe, expect, it } from 'vitest';
import {
  analyse,
  check,
  htmlAssets,
  layoutsOf,
  routeNeeds,
  staticClosure,
  table,
  type Manifest,
} from './analyse';
import type { Budgets } from './budgets';

// Shape of a Vite manifest: an entry importing a vendor chunk, three lazy routes, two of which
// share a chunk, one with an import only it uses, and a route that is also preloaded (as the app's
// start-up is, build/start-up.ts), whose own import a lazy route shares.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-v.js'],
    dynamicImports: ['src/home.tsx', 'src/login.tsx', 'src/activity.tsx', 'src/eager.tsx'],
    css: ['assets/index-a.css'],
  },
  '_vendor-v.js': { file: 'assets/vendor-v.js', imports: ['_react-r.js'], css: ['assets/vendor-v.css'] },
  '_react-r.js': { file: 'assets/react-r.js' },
  'src/home.tsx': {
    file: 'assets/home-h.js',
    isDynamicEntry: true,
    imports: ['_vendor-v.js', '_form-f.js'],
    css: ['assets/home-h.css'],
  },
  'src/login.tsx': {
    file: 'assets/login-l.js',
    isDynamicEntry: true,
    imports: ['_form-f.js', '_only-o.js', '_start-s.js'],
  },
  'src/activity.tsx': { file: 'assets/activity-c.js', isDynamicEntry: true, imports: ['_vendor-v.js'] },
  'src/eager.tsx': { file: 'assets/eager-e.js', isDynamicEntry: true, imports: ['_start-s.js'] },
  '_start-s.js': { file: 'assets/start-s.js' },
  '_form-f.js': { file: 'assets/form-f.js', imports: ['_react-r.js'], css: ['assets/form-f.css'] },
  '_only-o.js': { file: 'assets/only-o.js' },
};
const html = `<!doctype html><html><head>
<script type="module" crossorigin src="./assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="./assets/vendor-v.js">
<link rel='modulepreload' href=./assets/eager-e.js?v=1>
<link rel="stylesheet" crossorigin href="./assets/index-a.css">
<link rel="icon" href="./favicon.svg"><script src="https://cdn.example.com/x.js"></script>
</head><body><div id="root"></div></body></html>`;
// Round sizes keep the expected sums readable.
const sizes: Record<string, number> = {
  'index.html': 500,
  'assets/index-a.js': 40_000,
  'assets/index-a.css': 3_000,
  'assets/vendor-v.js': 60_000,
  'assets/vendor-v.css': 2_000,
  'assets/react-r.js': 50_000,
  'assets/eager-e.js': 1_000,
  'assets/start-s.js': 250,
  'assets/home-h.js': 8_000,
  'assets/home-h.css': 1_000,
  'assets/login-l.js': 5_000,
  'assets/activity-c.js': 31_000,
  'assets/form-f.js': 12_000,
  'assets/form-f.css': 500,
  'assets/only-o.js': 700,
};
const sizeOf = (file: string) => {
  const bytes = sizes[file];
  if (bytes === undefined) throw new Error(`unexpected file ${file}`);
  return bytes;
};
const budgets = (extra: Partial<Budgets> = {}): Budgets => ({
  firstLoad: { target: 160_000 },
  lazyChunk: { target: 30_000, exceptions: {} },
  ...extra,
});

describe('htmlAssets', () => {
  it('lists local scripts, stylesheets and preloads whatever the quoting, skipping external URLs and icons', () => {
    expect(htmlAssets(html)).toEqual([
      'assets/index-a.js',
      'assets/vendor-v.js',
      'assets/eager-e.js',
      'assets/index-a.css',
    ]);
  });
});

describe('staticClosure', () => {
  it('follows imports transitively, not dynamic imports, and survives cycles', () => {
    const cyclic: Manifest = {
      a: { file: 'a.js', imports: ['b'] },
      b: { file: 'b.js', imports: ['a', 'c'] },
      c: { file: 'c.js' },
    };
    expect([...staticClosure(cyclic, ['a'])].sort()).toEqual(['a', 'b', 'c']);
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual([
      '_react-r.js',
      '_vendor-v.js',
      'index.html',
    ]);
  });
});

describe('analyse', () => {
  const result = analyse(manifest, html, sizeOf);

  it('counts HTML, entry, transitive imports, their CSS and HTML preloads with their imports once each', () => {
    expect(result.firstLoad.files.map((f) => f.file).sort()).toEqual(
      [
        'assets/eager-e.js',
        'assets/index-a.css',
        'assets/index-a.js',
        'assets/react-r.js',
        'assets/start-s.js',
        'assets/vendor-v.css',
        'assets/vendor-v.js',
        'index.html',
      ].sort(),
    );
    expect(result.firstLoad.bytes).toBe(500 + 40_000 + 3_000 + 60_000 + 2_000 + 50_000 + 1_000 + 250);
  });

  it('gives each lazy route its own JS + CSS plus imports only it uses; shared chunks apart', () => {
    const byKey = Object.fromEntries(result.lazy.map((c) => [c.key, c]));
    expect(Object.keys(byKey)).toEqual(['src/activity.tsx', 'src/home.tsx', 'src/login.tsx', '_form-f.js']);
    expect(byKey['src/home.tsx']).toMatchObject({
      kind: 'route',
      bytes: 9_000,
      navigationBytes: 21_500,
      related: ['_form-f.js'],
    });
    expect(byKey['src/login.tsx']).toMatchObject({ bytes: 5_700, navigationBytes: 18_200 });
    expect(byKey['src/activity.tsx']).toMatchObject({ bytes: 31_000, navigationBytes: 31_000, related: [] });
    expect(byKey['_form-f.js']).toMatchObject({
      kind: 'shared',
      bytes: 12_500,
      related: ['src/home.tsx', 'src/login.tsx'],
    });
  });
});

describe('check', () => {
  const result = analyse(manifest, html, sizeOf);

  it('fails past a budget and names the offender', () => {
    const { failures } = check(result, budgets());
    expect(failures).toEqual(['route chunk src/activity.tsx: 31,000 B brotli > budget 30,000 B']);
    expect(check(result, budgets({ firstLoad: { target: 150_000 } })).failures[0]).toMatch(
      /^first load of \/: 156,750 B brotli > budget 150,000 B/,
    );
  });

  it('holds an honest current number as the limit, and asks to drop or lower stale exceptions', () => {
    const held = check(
      result,
      budgets({
        lazyChunk: { target: 30_000, exceptions: { 'src/activity.tsx': { current: 31_000, note: '' } } },
      }),
    );
    expect(held.failures).toEqual([]);
    const regressed = check(
      result,
      budgets({
        lazyChunk: { target: 30_000, exceptions: { 'src/activity.tsx': { current: 30_500, note: '' } } },
      }),
    );
    expect(regressed.failures[0]).toMatch(/src\/activity\.tsx: 31,000 B brotli > recorded current 30,500 B/);
    const loose = check(
      result,
      budgets({
        lazyChunk: { target: 30_000, exceptions: { 'src/activity.tsx': { current: 40_000, note: '' } } },
      }),
    );
    expect(loose.notes[0]).toMatch(/lower it/);
    const stale = check(
      result,
      budgets({
        lazyChunk: { target: 30_000, exceptions: { 'src/login.tsx': { current: 9_000, note: '' } } },
      }),
    );
    expect(stale.failures).toContain(
      'route chunk src/login.tsx: 5,700 B now meets the target 30,000 B — remove its exception in budgets.ts',
    );
  });

  it('prints every chunk in the table', () => {
    const text = table(result, budgets());
    for (const name of [
      'FIRST LOAD',
      'index.html',
      'react-r.js',
      'src/home.tsx',
      'shared _form-f.js (shared by 2)',
      '156,750',
    ])
      expect(text).toContain(name);
  });
});

describe('routeNeeds', () => {
  it('counts the HTML assets and the static closure of the requested screen, not its later lazy parts', () => {
    // eager-e is preloaded by the HTML; only-o comes with login; late-lazy is not in the graph.
    expect(
      routeNeeds(manifest, html, ['assets/index-a.js', 'assets/login-l.js', 'assets/late-lazy.js']),
    ).toEqual([
      'assets/eager-e.js',
      'assets/form-f.css',
      'assets/form-f.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/login-l.js',
      'assets/only-o.js',
      'assets/react-r.js',
      'assets/start-s.js',
      'assets/vendor-v.css',
      'assets/vendor-v.js',
    ]);
  });

  it('gives the same files whatever else arrived before the network went quiet', () => {
    const early = routeNeeds(manifest, html, ['assets/index-a.js', 'assets/home-h.js']);
    const late = routeNeeds(manifest, html, ['assets/index-a.js', 'assets/home-h.js', 'assets/only-o.js']);
    expect(late).toEqual(early);
    expect(early).toContain('assets/home-h.css');
    expect(early).not.toContain('assets/login-l.js');
  });

  // home as a layout screen whose child route is login's (as /mine and /setting): on the child's
  // route the child is drawn beside the still loading layout.
  const layouts = { 'src/home.tsx': ['src/login.tsx'] };

  it("leaves out a layout screen drawn behind its child: the child's needs, not the layout's", () => {
    const child = routeNeeds(
      manifest,
      html,
      ['assets/index-a.js', 'assets/home-h.js', 'assets/login-l.js'],
      undefined,
      layouts,
    );
    expect(child).toEqual(routeNeeds(manifest, html, ['assets/index-a.js', 'assets/login-l.js']));
    expect(child).not.toContain('assets/home-h.js');
    expect(child).not.toContain('assets/home-h.css');
    // What the child shares with the layout stays counted: the child needs it too.
    expect(child).toContain('assets/form-f.js');
  });

  it('counts a layout screen on its own route, and beside a screen that is not its child', () => {
    const own = routeNeeds(manifest, html, ['assets/index-a.js', 'assets/home-h.js'], undefined, layouts);
    expect(own).toEqual(routeNeeds(manifest, html, ['assets/index-a.js', 'assets/home-h.js']));
    expect(own).toContain('assets/home-h.js');
    const other = routeNeeds(
      manifest,
      html,
      ['assets/index-a.js', 'assets/home-h.js', 'assets/activity-c.js'],
      undefined,
      layouts,
    );
    expect(other).toContain('assets/home-h.js');
    expect(other).toContain('assets/activity-c.js');
  });
});

describe('layoutsOf', () => {
  it("finds the route table's layout screens and the screens of their children", () => {
    const table = `[
  { path: paths.home, element: screen(() => import('@/features/home/routes/home')) },
  {
    element: layoutScreen(() => import('@/features/member/routes/mine')),
    children: [
      { path: paths.mine, handle: { requireLogin: true } },
      {
        path: paths.setting,
        element: screen(() => import('@/features/profile/routes/setting')),
        handle: { requireLogin: true, tags: ['a'] },
      },
    ],
  },
  { path: paths.vip, element: screen(() => import('@/features/vip/routes/vip')) },
]`;
    expect(layoutsOf(table)).toEqual({
      'src/features/member/routes/mine.tsx': ['src/features/profile/routes/setting.tsx'],
    });
    expect(layoutsOf(table.replace('layoutScreen', 'screen'))).toEqual({});
  });

  it('fails on a layout screen whose children it cannot find', () => {
    expect(() => layoutsOf("{ element: layoutScreen(() => import('@/features/x/routes/y')) }")).toThrow(
      /no children/,
    );
  });
});
