import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { startUpInPage, startUpOf } from './start-up';

type Bundle = Rollup.OutputBundle;

function chunk(
  fileName: string,
  fields: { isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] },
) {
  return {
    type: 'chunk',
    fileName,
    isEntry: fields.isEntry ?? false,
    imports: fields.imports ?? [],
    dynamicImports: fields.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

/** The shape src/main.tsx gives the build: a small entry whose one dynamic import is the start-up. */
function bundle(entryImports: string[] = ['assets/preload.js']): Bundle {
  const files = [
    chunk('assets/index.js', { isEntry: true, imports: entryImports, dynamicImports: ['assets/app.js'] }),
    chunk('assets/preload.js', {}),
    chunk('assets/react.js', {}),
    chunk('assets/app.js', {
      imports: ['assets/preload.js', 'assets/react.js'],
      css: ['assets/app.css'],
      dynamicImports: ['assets/home.js'],
    }),
    chunk('assets/home.js', { imports: ['assets/react.js'], css: ['assets/home.css'] }),
  ];
  const out: Bundle = Object.fromEntries(files.map((c) => [c.fileName, c]));
  out['index.html'] = {
    type: 'asset',
    fileName: 'index.html',
    source:
      '<html><head><script type="module" crossorigin src="./assets/index.js"></script></head><body></body></html>',
  } as unknown as Rollup.OutputAsset;
  return out;
}

describe('the start-up, loaded by the page as its own (build/start-up.ts)', () => {
  it('is the entry’s one dynamic import, with the chunks it imports that the entry does not, dependencies first', () => {
    const { entry, js, css } = startUpOf(bundle());
    expect([...entry]).toEqual(['assets/preload.js', 'assets/index.js']);
    expect(js).toEqual(['assets/react.js', 'assets/app.js']);
    expect(css).toEqual(['assets/app.css']);
  });

  it('refuses a build whose entry imports the start-up statically: it would run before the boot screen drew', () => {
    expect(() => startUpOf(bundle(['assets/preload.js', 'assets/app.js']))).toThrow(/statically/);
  });

  it('refuses an entry with no dynamic import, or more than one', () => {
    const none = bundle();
    (none['assets/index.js'] as Rollup.OutputChunk).dynamicImports = [];
    expect(() => startUpOf(none)).toThrow(/expected one/);
    const two = bundle();
    (two['assets/index.js'] as Rollup.OutputChunk).dynamicImports = ['assets/app.js', 'assets/home.js'];
    expect(() => startUpOf(two)).toThrow(/expected one/);
  });

  it('writes its scripts as marked module preloads (the entry evaluates them) and its CSS as a stylesheet into index.html, and no screen’s', () => {
    const built = bundle();
    const plugin = startUpInPage();
    const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: Bundle) => void;
    generate.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      {},
      built,
    );
    const html = (built['index.html'] as Rollup.OutputAsset).source as string;
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="./assets/react.js" data-start-up><link rel="modulepreload" crossorigin href="./assets/app.js" data-start-up><link rel="stylesheet" crossorigin href="./assets/app.css"></head>',
    );
    expect(html).not.toMatch(/home\.(js|css)/);
  });
});
