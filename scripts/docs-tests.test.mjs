import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/security.md's table of the ways money or an identity moves names, for each abuse, the test
 * that shows it refused: `file.test.ts` "its title". A test renamed or removed would leave the row
 * promising a guarantee nothing checks; every row must name a test, and every test named must be
 * there, by file and title ("…" ends a title cited by its beginning).
 */
const REPO = resolve(import.meta.dirname, '..');
const TEST_FILE = /\.(?:test|spec)\.(?:ts|tsx|mjs)$/;

/** Every test file of the repository by its name (a name may stand in several folders). */
const testFiles = new Map();
for (const dir of ['src', 'server', 'contract', 'e2e', 'scripts', 'build']) {
  for (const file of readdirSync(join(REPO, dir), { recursive: true, encoding: 'utf8' })) {
    if (!TEST_FILE.test(file)) continue;
    const name = basename(file);
    testFiles.set(name, [...(testFiles.get(name) ?? []), join(dir, file)]);
  }
}

/** Quotes as a title is written in code or in prose: straight, and unescaped. */
const plain = (text) => text.replace(/\\'/g, "'").replace(/[‘’]/g, "'");

/** The rows of the table whose head names a `test` column, as their cells. */
function tableWithTests(markdown) {
  const rows = markdown.split('\n').filter((line) => line.startsWith('|'));
  const head = rows.findIndex((row) => /\|\s*test\s*\|\s*$/.test(row));
  const body = [];
  for (const row of rows.slice(head + 2)) {
    if (!row.startsWith('|')) break;
    body.push(
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return body;
}

/** `file.test.ts` "title", "title"; … in one cell, as [file, titles]. */
function citations(cell) {
  return [...cell.matchAll(/`([\w.-]+)`((?:\s*,?\s*"[^"]+")*)/g)]
    .filter(([, file]) => TEST_FILE.test(file))
    .map(([, file, titles]) => [file, [...titles.matchAll(/"([^"]+)"/g)].map((t) => t[1])]);
}

const security = readFileSync(join(REPO, 'docs/security.md'), 'utf8');
const table = tableWithTests(security);

describe('the tests docs/security.md names for each way money or an identity moves', () => {
  it('reads the table (one row a way and abuse)', () => {
    expect(table.length).toBeGreaterThan(30);
  });

  it('names a test by file and title on every row', () => {
    const bare = table
      .filter((cells) => citations(cells.at(-1)).every(([, titles]) => titles.length === 0))
      .map((cells) => `${cells[0]}: ${cells[1]}`);
    expect(bare).toEqual([]);
  });

  it('names only tests that are there, in the file it says', () => {
    const missing = [];
    for (const cells of table) {
      for (const [file, titles] of citations(cells.at(-1))) {
        const paths = testFiles.get(file);
        if (!paths) {
          missing.push(`${file} (no such test file)`);
          continue;
        }
        const source = plain(paths.map((path) => readFileSync(join(REPO, path), 'utf8')).join('\n'));
        for (const title of titles) {
          const start = plain(title.split('…')[0].trim());
          if (!source.includes(start)) missing.push(`${file} "${title}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
