import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documents name files, folders and npm scripts; a rename that forgets them leaves a reader
 * following a path that is not there. Every path under one of the repository's own top-level
 * entries (src/…, deploy/nginx.conf, package.json…), every relative link and every `npm run x`
 * named in README.md and docs/*.md must exist.
 */
const REPO = resolve(import.meta.dirname, '..');
/** Made by a command (build, install, a test run, the server's first start), never committed. */
const GENERATED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.data']);
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(REPO, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const ROOTS = readdirSync(REPO).filter((name) => !name.startsWith('.') && !GENERATED.has(name));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `src/lib/money.ts`, `deploy/`, `package.json`: a root entry, then path characters. */
const PATH = new RegExp(`(?<![\\w./@-])((?:${ROOTS.map(escape).join('|')})(?:/[\\w@.*-]*)*)`, 'g');
const scripts = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).scripts;

/** Whether `path` (relative to the repository, `*` standing for any name in one folder) exists. */
function exists(path) {
  if (!path.includes('*')) return existsSync(join(REPO, path));
  const folder = dirname(path);
  if (folder.includes('*') || !existsSync(join(REPO, folder)) || !statSync(join(REPO, folder)).isDirectory())
    return false;
  const name = new RegExp(
    `^${path
      .slice(folder.length + 1)
      .split('*')
      .map(escape)
      .join('.*')}$`,
  );
  return readdirSync(join(REPO, folder)).some((entry) => name.test(entry));
}

/** The paths a document names: under a root of the repository, and its relative links. */
function namedPaths(document) {
  const text = readFileSync(join(REPO, document), 'utf8');
  const named = new Set();
  for (const [, path] of text.matchAll(PATH)) named.add(path.replace(/[.:,]+$/, ''));
  for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue; // a URL
    named.add(join(dirname(document), target));
  }
  return [...named];
}

/** The npm scripts a document runs: `npm run x`, `npm start`, `npm test`, and README's scripts table. */
function namedScripts(document) {
  const text = readFileSync(join(REPO, document), 'utf8');
  const named = new Set();
  for (const [, name] of text.matchAll(/\bnpm run ([\w:.-]+)/g)) named.add(name);
  for (const [, name] of text.matchAll(/\bnpm (start|test)\b/g)) named.add(name);
  const table = /^## Scripts\n([\s\S]*?)(?=\n## )/m.exec(text)?.[1] ?? '';
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    for (const [, code] of row.matchAll(/`([^`]+)`/g)) {
      const name = code.replace(/^npm (run )?/, '').split(' ')[0];
      if (/^[a-z]+(:[a-z0-9-]+)*$/.test(name) && name !== 'dist') named.add(name);
    }
  }
  return [...named];
}

describe('what the documents name exists', () => {
  it.each(DOCUMENTS)('%s: every file and folder', (document) => {
    const missing = namedPaths(document).filter((path) => !exists(path));
    expect(missing, `${document} names paths that do not exist`).toEqual([]);
  });

  it.each(DOCUMENTS)('%s: every npm script', (document) => {
    const missing = namedScripts(document).filter((name) => !(name in scripts));
    expect(missing, `${document} runs npm scripts package.json does not have`).toEqual([]);
  });

  it('reads paths and scripts where the documents have them', () => {
    expect(namedPaths('README.md')).toContain('server/src/config.ts');
    expect(namedPaths('docs/deployment.md')).toContain('deploy/nginx.conf');
    expect(namedScripts('README.md')).toEqual(
      expect.arrayContaining(['start', 'test', 'operator', 'test:unit', 'typecheck']),
    );
  });
});

/*
 * docs/product.md's sections are cited by their heading's anchor (docs/product.md#validation-rules),
 * never by a number: a numbered citation (§5) silently points elsewhere once a section moves.
 */
describe('citations of docs/product.md name a section that is there', () => {
  const tracked = () =>
    ['README.md', 'docs', 'src', 'contract', 'server/src', 'e2e', 'scripts', 'build', 'deploy'].flatMap(
      (entry) =>
        statSync(join(REPO, entry)).isDirectory()
          ? readdirSync(join(REPO, entry), { recursive: true, encoding: 'utf8' })
              .filter((name) => /\.(ts|tsx|mjs|js|md|css|conf|html)$/.test(name))
              .map((name) => join(entry, name))
          : [entry],
    );
  const slug = (heading) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .replace(/\s+/g, '-');
  const anchors = new Set(
    [...readFileSync(join(REPO, 'docs/product.md'), 'utf8').matchAll(/^#{2,} (.+)$/gm)].map(([, h]) =>
      slug(h),
    ),
  );

  it('no file cites a section by number (§)', () => {
    const self = join('scripts', 'docs-paths.test.mjs');
    const numbered = tracked().filter(
      (path) => path !== self && readFileSync(join(REPO, path), 'utf8').includes('\u00a7'),
    );
    expect(numbered).toEqual([]);
  });

  it('every product.md#anchor, and every link to an anchor inside product.md, is one of its headings', () => {
    const broken = [];
    for (const path of tracked().filter((file) => file !== join('scripts', 'docs-paths.test.mjs'))) {
      const text = readFileSync(join(REPO, path), 'utf8');
      const cited = [...text.matchAll(/product\.md#([\w-]+)/g)];
      if (path === join('docs', 'product.md')) cited.push(...text.matchAll(/\]\(#([\w-]+)\)/g));
      for (const [, anchor] of cited) if (!anchors.has(anchor)) broken.push(`${path}: #${anchor}`);
    }
    expect(broken).toEqual([]);
  });

  it('knows a section anchor from its heading', () => {
    expect([...anchors]).toEqual(
      expect.arrayContaining(['validation-rules', 'what-the-app-keeps-and-shows']),
    );
  });
});
