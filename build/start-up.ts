/**
 * The app's start-up, loaded by the page as its own. The entry (src/main.tsx) is a few hundred
 * bytes: it waits until the boot screen has drawn the landing screen's largest image, then imports
 * the start-up (src/app/start.tsx: React, the router, the data layer, the shell). Evaluated earlier,
 * that code held the main thread in the frame the image was to be painted in.
 *
 * Waiting to run it is not waiting to fetch it: this plugin writes the start-up chunk and the
 * chunks it imports into index.html as module preloads beside the entry, and its CSS as the page's
 * stylesheet, as Vite does for an entry's: they download in parallel with the landing calls as
 * before, the import finds them in the cache, and the CSS comes before any screen's in the cascade.
 * (A stylesheet the boot screen does not need, yet render-blocking as before: painted without it,
 * the boot screen's first paint came earlier and Lighthouse's blocking time, counted from there,
 * grew by the start-up's own tasks.)
 */
import type { Plugin, Rollup } from 'vite';
import { appendToHead, builtIndexHtml } from './index-html.ts';
import { START_UP_MARK } from '../src/start-up-tasks.ts';

type Bundle = Rollup.OutputBundle;

/** `file` and the chunks it imports statically, each after the chunks it imports. */
export function staticClosure(
  bundle: Bundle,
  file: string,
  into = new Set<string>(),
  seen = new Set<string>(),
) {
  if (seen.has(file)) return into;
  seen.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) staticClosure(bundle, dep, into, seen);
  into.add(file);
  return into;
}

export interface StartUp {
  /** The entry and the chunks it imports: what the HTML's own tags load. */
  entry: Set<string>;
  /** The start-up chunk and the chunks it imports, less the entry's. */
  js: string[];
  css: string[];
}

/** The entry's files and those of its one dynamic import, the start-up; throws on any other shape. */
export function startUpOf(bundle: Bundle): StartUp {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const entries = chunks.filter((c) => c.isEntry);
  const [entry] = entries;
  if (entries.length !== 1 || !entry)
    throw new Error(`start-up: ${entries.length} entry chunks, expected one`);
  const [startUp, ...more] = entry.dynamicImports;
  if (!startUp || more.length > 0)
    throw new Error(
      `start-up: the entry imports ${entry.dynamicImports.length} modules dynamically, expected one`,
    );
  const initial = staticClosure(bundle, entry.fileName);
  if (initial.has(startUp))
    throw new Error(
      'start-up: the entry imports the start-up statically; it would run before the boot screen drew',
    );
  const js = [...staticClosure(bundle, startUp)].filter((file) => !initial.has(file));
  const css = js.flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return { entry: initial, js, css };
}

/** The Vite plugin: the start-up's preloads and stylesheet after the entry's own tags in index.html. */
export function startUpInPage(): Plugin {
  return {
    name: 'h5-start-up-in-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = builtIndexHtml(bundle);
      if (!html) return this.error('start-up: index.html is not in the bundle yet (plugin order)');
      const { js, css } = startUpOf(bundle);
      appendToHead(
        html,
        [
          // Marked: the entry evaluates these a chunk per task (src/start-up-tasks.ts).
          ...js.map((file) => `<link rel="modulepreload" crossorigin href="./${file}" ${START_UP_MARK}>`),
          ...css.map((file) => `<link rel="stylesheet" crossorigin href="./${file}">`),
        ].join(''),
      );
    },
  };
}
