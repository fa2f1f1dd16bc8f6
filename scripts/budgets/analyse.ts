/**
 * Pure computation of what the browser downloads, from Vite's manifest and the built index.html.
 * Sizes come from a `sizeOf` function so tests run on a fixture without a build; `readDist`
 * (below) is the only part that touches the disk.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Budgets } from './budgets';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
/** Gzip bytes of a file given by its path relative to dist/. */
export type SizeOf = (file: string) => number;

export interface SizedFile {
  file: string;
  bytes: number;
}
export interface LazyChunk {
  /** Manifest key: stable across builds, used for budget exceptions and in messages. */
  key: string;
  kind: 'route' | 'shared';
  /** The chunk's own JS + own CSS (for a route: also imports no other lazy chunk uses). */
  files: SizedFile[];
  bytes: number;
  /** Worst-case download when navigating to a route: own files + every lazy import not yet loaded. */
  navigationBytes: number;
  /** For shared chunks: the route chunks that import them. For routes: shared chunks they import. */
  related: string[];
}
export interface Analysis {
  firstLoad: { files: SizedFile[]; bytes: number };
  lazy: LazyChunk[];
}

export const HTML_FILE = 'index.html';
/**
 * The HTML's inline scripts (the landing preload and its JSON route table) as if they were a file
 * of their own: a screen's weight counts them as it counted the preload when it was one.
 */
export const INLINE_SCRIPTS = 'index.html <script> inline';

/** The text of the HTML's inline `<script>` elements (code and data blocks), in page order. */
export function inlineScripts(html: string): string {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text = '']) => text)
    .join('');
}

/** Every manifest key reachable from `roots` through static `imports` (roots included). */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * The chunks every page loads: the entry's, and those the HTML preloads beside it (the app's
 * start-up, build/start-up.ts), with everything they import statically.
 */
export function initialClosure(manifest: Manifest, html: string): Set<string> {
  const inHtml = new Set(htmlAssets(html));
  const roots = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry || inHtml.has(manifest[key]?.file ?? ''),
  );
  return staticClosure(manifest, roots);
}

/** JS and CSS files the HTML loads: scripts, stylesheets and module preloads (dist-relative). */
export function htmlAssets(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = new Map<string, string>();
    for (const a of tag[0].matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      attrs.set((a[1] as string).toLowerCase(), a[2] ?? a[3] ?? a[4] ?? '');
    }
    const isScript = tag[1]?.toLowerCase() === 'script';
    const rel = attrs.get('rel')?.toLowerCase() ?? '';
    const url = isScript
      ? attrs.get('src')
      : /\b(stylesheet|modulepreload|preload)\b/.test(rel)
        ? attrs.get('href')
        : undefined;
    // External URLs are not ours to budget; a preload of an image or font is not JS/CSS.
    if (!url || /^(https?:)?\/\//i.test(url) || url.startsWith('data:')) continue;
    const path = url.replace(/[?#].*$/, '').replace(/^\.?\//, '');
    if (/\.(m?js|css)$/i.test(path)) found.push(path);
  }
  return found;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const files: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk) files.push(chunk.file, ...(chunk.css ?? []));
  }
  return files;
}

function sized(files: Iterable<string>, sizeOf: SizeOf): SizedFile[] {
  return [...new Set(files)].map((file) => ({ file, bytes: sizeOf(file) }));
}
const sum = (files: SizedFile[]) => files.reduce((total, f) => total + f.bytes, 0);

export function analyse(manifest: Manifest, html: string, sizeOf: SizeOf): Analysis {
  const initialKeys = initialClosure(manifest, html);
  // Union with what the HTML really references, in case the manifest and the HTML ever disagree.
  const firstFiles = sized([HTML_FILE, ...filesOf(manifest, initialKeys), ...htmlAssets(html)], sizeOf);
  const loaded = new Set(firstFiles.map((f) => f.file));

  const routes = Object.keys(manifest).filter(
    (key) => manifest[key]?.isDynamicEntry && !initialKeys.has(key) && !loaded.has(manifest[key].file),
  );
  // Which routes need each lazy, non-route chunk.
  const users = new Map<string, string[]>();
  for (const route of routes) {
    for (const key of staticClosure(manifest, [route])) {
      if (key === route || initialKeys.has(key) || routes.includes(key)) continue;
      users.set(key, [...(users.get(key) ?? []), route]);
    }
  }
  const exclusive = (route: string) =>
    [...users].filter(([, by]) => by.length === 1 && by[0] === route).map(([key]) => key);
  const shared = [...users].filter(([, by]) => by.length > 1).map(([key]) => key);

  const lazy: LazyChunk[] = routes.map((route) => {
    const files = sized(filesOf(manifest, [route, ...exclusive(route)]), sizeOf).filter(
      (f) => !loaded.has(f.file),
    );
    const all = sized(filesOf(manifest, staticClosure(manifest, [route])), sizeOf).filter(
      (f) => !loaded.has(f.file),
    );
    const related = [...staticClosure(manifest, [route])].filter((key) => shared.includes(key));
    return { key: route, kind: 'route', files, bytes: sum(files), navigationBytes: sum(all), related };
  });
  for (const key of shared) {
    const files = sized(filesOf(manifest, [key]), sizeOf).filter((f) => !loaded.has(f.file));
    const bytes = sum(files);
    lazy.push({ key, kind: 'shared', files, bytes, navigationBytes: bytes, related: users.get(key) ?? [] });
  }
  lazy.sort((a, b) => (a.kind === b.kind ? a.key.localeCompare(b.key) : a.kind === 'route' ? -1 : 1));
  return { firstLoad: { files: firstFiles, bytes: sum(firstFiles) }, lazy };
}

export interface Verdict {
  failures: string[];
  notes: string[];
}

/** Failures name the offender; notes flag exceptions that are stale or looser than reality. */
export function check(analysis: Analysis, budgets: Budgets): Verdict {
  const failures: string[] = [];
  const notes: string[] = [];
  const judge = (label: string, bytes: number, target: number, exception?: { current: number }) => {
    const limit = exception?.current ?? target;
    if (bytes > limit) {
      failures.push(
        `${label}: ${fmt(bytes)} B brotli > ${exception ? 'recorded current' : 'budget'} ${fmt(limit)} B`,
      );
    } else if (exception && bytes <= target) {
      failures.push(
        `${label}: ${fmt(bytes)} B now meets the target ${fmt(target)} B — remove its exception in budgets.ts`,
      );
    } else if (exception && exception.current - bytes > 1_000) {
      notes.push(
        `${label}: ${fmt(bytes)} B, exception says ${fmt(exception.current)} B — lower it to keep the ratchet tight`,
      );
    }
  };
  judge('first load of /', analysis.firstLoad.bytes, budgets.firstLoad.target, budgets.firstLoad.exception);
  for (const chunk of analysis.lazy) {
    judge(
      `${chunk.kind} chunk ${chunk.key}`,
      chunk.bytes,
      budgets.lazyChunk.target,
      budgets.lazyChunk.exceptions[chunk.key],
    );
  }
  const keys = new Set(analysis.lazy.map((c) => c.key));
  for (const key of Object.keys(budgets.lazyChunk.exceptions)) {
    if (!keys.has(key)) notes.push(`exception for ${key} matches no lazy chunk any more — remove it`);
  }
  return { failures, notes };
}

export const fmt = (n: number) => n.toLocaleString('en-US');

/** A plain-text table of every chunk, for the test log. */
export function table(analysis: Analysis, budgets: Budgets): string {
  const rows: string[][] = [['chunk', 'files', 'brotli B', 'limit B', 'on navigation B']];
  const fl = budgets.firstLoad;
  rows.push([
    'FIRST LOAD of /',
    String(analysis.firstLoad.files.length),
    fmt(analysis.firstLoad.bytes),
    fmt(fl.exception?.current ?? fl.target),
    '',
  ]);
  for (const f of analysis.firstLoad.files) rows.push([`  ${f.file}`, '', fmt(f.bytes), '', '']);
  for (const c of analysis.lazy) {
    const limit = budgets.lazyChunk.exceptions[c.key]?.current ?? budgets.lazyChunk.target;
    const via = c.kind === 'shared' ? ` (shared by ${c.related.length})` : '';
    rows.push([
      `${c.kind} ${c.key}${via}`,
      c.files.map((f) => f.file.replace(/^assets\//, '')).join(' '),
      fmt(c.bytes),
      fmt(limit),
      c.kind === 'route' ? fmt(c.navigationBytes) : '',
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) => r.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  '))
    .join('\n');
}

/**
 * The bytes a browser downloads for a built file: its brotli copy (`name.br`, written by the
 * build's build/compress.ts and served by nginx's brotli_static), or the file itself when the build
 * wrote no copy because it would not be smaller. The encoding every budget is in.
 */
export const ENCODING = 'brotli';

/** Reads a real build: manifest, HTML and the brotli sizes of the files (memoised). */
export function readDist(dist: string): {
  manifest: Manifest;
  html: string;
  sizeOf: SizeOf;
  rawSizeOf: SizeOf;
} {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npx vite build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(join(dist, HTML_FILE), 'utf8');
  const cache = new Map<string, number>();
  const sizeOf: SizeOf = (file) => {
    let bytes = cache.get(file);
    if (bytes === undefined && file === INLINE_SCRIPTS) {
      const text = inlineScripts(html);
      bytes = text ? brotliCompressSync(text).length : 0;
      cache.set(file, bytes);
    }
    if (bytes === undefined) {
      const path = join(dist, file);
      bytes = existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
      cache.set(file, bytes);
    }
    return bytes;
  };
  const rawSizeOf: SizeOf = (file) => statSync(join(dist, file)).size;
  return { manifest, html, sizeOf, rawSizeOf };
}

/**
 * Layout screens and the screens of their child routes, as manifest keys (source paths):
 * `{ 'src/features/member/routes/mine.tsx': ['src/features/profile/routes/setting.tsx'] }`.
 */
export type Layouts = Record<string, string[]>;

/**
 * The layout screens of the route table (the text of src/app/router.tsx) that draw their child
 * route beside them, `element: layoutScreen(() => import('@/…'))` (src/app/screen.tsx), with the
 * screens their `children` import. A layout screen whose children cannot be found fails loudly,
 * rather than leaving the layout counted or not by accident.
 */
export function layoutsOf(routeTable: string): Layouts {
  const moduleKey = (path: string) => `src/${path}.tsx`;
  const layouts: Layouts = {};
  for (const layout of routeTable.matchAll(
    /layoutScreen\(\s*\(\)\s*=>\s*import\(\s*'@\/([^']+)'\s*\)\s*\)/g,
  )) {
    const after = layout.index + layout[0].length;
    const open = /^\s*,\s*children:\s*\[/.exec(routeTable.slice(after));
    if (!open) throw new Error(`router.tsx: no children right after layoutScreen of ${layout[1]}`);
    let depth = 1;
    let end = after + open[0].length;
    for (; end < routeTable.length && depth > 0; end += 1) {
      if (routeTable[end] === '[') depth += 1;
      if (routeTable[end] === ']') depth -= 1;
    }
    const children = routeTable.slice(after + open[0].length, end);
    layouts[moduleKey(layout[1] as string)] = [...children.matchAll(/import\(\s*'@\/([^']+)'\s*\)/g)].map(
      (child) => moduleKey(child[1] as string),
    );
  }
  return layouts;
}

/**
 * What a route needs before its screen can paint, from the build's module graph: the HTML's JS and
 * CSS, and the static closure (JS and CSS) of the screen chunks the visit requested — the start-up's
 * lazy route targets among `requested`. Lazy parts the screen loads later on demand (an overlay,
 * the kit's toast, empty-state art) are not counted: whether they arrive before a network goes
 * quiet depends on timing, which made the count flip-flop on a busy machine; each is held to the
 * lazy chunk budget instead. Deterministic: the same build and route give the same files.
 *
 * `layouts`: a layout screen draws its child route beside it (src/app/screen.tsx `layoutScreen`),
 * so on a child's route (/setting under /mine) the child is drawn as soon as its own chunk is
 * there, and the layout's chunk, fetched at the same time, is drawn behind it when it arrives. A
 * requested layout screen whose child screen was requested too is then not what the first screen
 * needs: its chunk and the imports only it has are left out (the visit lists them as later). On
 * the layout's own route (/mine) no child screen is requested, and it counts as any screen.
 */
export function routeNeeds(
  manifest: Manifest,
  html: string,
  requested: Iterable<string>,
  isScreen: (key: string) => boolean = () => true,
  layouts: Layouts = {},
): string[] {
  const initial = [...initialClosure(manifest, html)];
  // The start-up also imports lazy parts that are not screens (the kit's imperative toast and
  // dialog, which a guard's redirect may show): `isScreen` keeps those out.
  const routeTargets = new Set(
    initial.flatMap((key) => manifest[key]?.dynamicImports ?? []).filter(isScreen),
  );
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const screens = [...requested]
    .map((file) => byFile.get(file))
    .filter((key): key is string => !!key && routeTargets.has(key));
  const drawnLater = new Set(
    screens.filter((key) => (layouts[key] ?? []).some((child) => screens.includes(child))),
  );
  const drawnFirst = screens.filter((key) => !drawnLater.has(key));
  const files = new Set(htmlAssets(html));
  for (const key of staticClosure(manifest, [...initial, ...drawnFirst])) {
    const chunk = manifest[key] as ManifestChunk;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files].sort();
}

export interface FirstScreen {
  /** The HTML and every JS and CSS file the screen statically needs, in brotli bytes. */
  bytes: number;
  files: SizedFile[];
  /** The biggest script among them, in raw bytes: the longest parse and evaluation in one task. */
  largestScript: SizedFile;
}

/**
 * What a landing route fetches and evaluates before its first screen is drawn, from the module
 * graph alone (no browser): the HTML, and `routeNeeds` of the screen module (a manifest key, as
 * build/landing-routes.ts names it). Images and API answers are not counted.
 */
export function firstScreen(
  manifest: Manifest,
  html: string,
  screen: string,
  sizeOf: SizeOf,
  rawSizeOf: SizeOf,
): FirstScreen {
  const chunk = manifest[screen];
  if (!chunk) throw new Error(`${screen} is not in the build's manifest`);
  const needs = routeNeeds(manifest, html, [chunk.file]);
  if (!needs.includes(chunk.file)) throw new Error(`${screen} is not a lazy screen of the start-up`);
  const files = sized([HTML_FILE, ...needs], sizeOf);
  const scripts = needs
    .filter((file) => /\.m?js$/i.test(file))
    .map((file) => ({ file, bytes: rawSizeOf(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const largestScript = scripts[0];
  if (!largestScript) throw new Error(`${screen} needs no script`);
  return { bytes: sum(files), files, largestScript };
}
