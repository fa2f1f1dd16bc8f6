import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What the app takes from the kit (antd-mobile), found in its source (tests left out: they draw the
 * kit's components beside ours, and fail loudly on an upgrade):
 * - a component through its own entry (`antd-mobile/es/components/popup`), a language pack, or a
 *   component's own CSS file beside our copy of its markup (`…/button/button.css`) — never a module
 *   inside a component (the error block's illustrations were one) or the kit's helpers, which an
 *   upgrade may move or change without notice, but for the two below;
 * - and one copy of each component: where we draw the kit's markup ourselves (the copies below,
 *   docs/architecture.md), no screen uses the kit's own beside it.
 */
const src = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `antd-mobile…` module a file imports (static, dynamic, type-only, CSS `@import`). */
function kitImports(text: string): string[] {
  return [
    ...text.matchAll(/(?:from|import|import\(|@import)\s*\(?\s*['"](antd-mobile(?:\/[^'"]*)?)['"]/g),
  ].map((m) => m[1] as string);
}

// Outside the components, and why: the kit's barrel would bring the whole kit into the entry.
const allowed = new Map([
  // The kit's global CSS variables and its touch listener for :active, what its barrel runs first.
  ['antd-mobile/es/global', 'src/app/start.tsx'],
  // React 19's render shim, the barrel's `unstableSetRender` (docs/architecture.md).
  ['antd-mobile/es/utils/unstable-render', 'src/lib/antd-react19.ts'],
]);

/** Our copies of the kit's components: the kit's component each one stands for. */
const copies = {
  button: 'src/components/button.tsx',
  'dot-loading': 'src/components/dot-loading.tsx',
  input: 'src/components/text-input.tsx',
  list: 'src/components/list.tsx',
  skeleton: 'src/components/skeleton.tsx',
  switch: 'src/components/switch.tsx',
  'text-area': 'src/components/text-area.tsx',
};

const found = sources(src).flatMap((path) =>
  kitImports(readFileSync(path, 'utf8')).map((module) => ({ file: relative(join(src, '..'), path), module })),
);

describe("the kit's modules the app imports", () => {
  it('finds them (the scan reads the sources)', () => {
    expect(found.length).toBeGreaterThan(10);
  });

  it("are components' entries and their CSS, nothing inside them", () => {
    const inner = found.filter(({ file, module }) => {
      if (/^antd-mobile\/es\/components\/[a-z-]+$/.test(module)) return false;
      // A language pack, by the path the kit's documentation gives (the tests' provider).
      if (/^antd-mobile\/es\/locales\/[a-zA-Z-]+$/.test(module)) return false;
      const css = /^antd-mobile\/es\/components\/([a-z-]+)\/([a-z-]+)\.css$/.exec(module);
      if (css && css[1] === css[2]) return false;
      return allowed.get(module) !== file;
    });
    expect(inner.map(({ file, module }) => `${file}: ${module}`)).toEqual([]);
  });

  it('are never a component we draw ourselves (one copy of each)', () => {
    const both = found.filter(({ module }) => {
      const name = /^antd-mobile\/es\/components\/([a-z-]+)$/.exec(module)?.[1];
      return name !== undefined && name in copies;
    });
    expect(both.map(({ file, module }) => `${file}: ${module}`)).toEqual([]);
  });

  it("load a component's CSS only in our copy of it", () => {
    const stray = found.filter(({ file, module }) => {
      const name = /^antd-mobile\/es\/components\/([a-z-]+)\/[a-z-]+\.css$/.exec(module)?.[1];
      return name !== undefined && copies[name as keyof typeof copies] !== file;
    });
    expect(stray.map(({ file, module }) => `${file}: ${module}`)).toEqual([]);
  });
});
