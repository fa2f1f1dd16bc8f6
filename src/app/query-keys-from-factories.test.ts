import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, isSource, lineOf, parseSource } from '@/testing/source-files';

/*
 * One call, one fetcher, one key (docs/architecture.md): every query key is made by the call's key
 * factory, exported beside its fetcher (`accountKeyFactory` of src/core/session/query-keys.ts for
 * member data, `siteKeyFactory` of src/core/site/query-keys.ts for site-wide data). A key written
 * by hand as an array is a second spelling of it that a rename leaves behind; this finds one in
 * app source outside those two modules.
 */
const FACTORY_MODULES = new Set(['src/core/session/query-keys.ts', 'src/core/site/query-keys.ts']);

/** The query client's calls that take a key (or a filter with one) first. */
const KEYED_CALLS = new Set([
  'setQueryData',
  'getQueryData',
  'getQueryState',
  'removeQueries',
  'invalidateQueries',
  'refetchQueries',
  'resetQueries',
  'cancelQueries',
  'ensureQueryData',
  'prefetchQuery',
  'fetchQuery',
]);

/** The two roots a key starts with ('site', 'u'), literal or by their constants' names. */
const ROOTS = /^('site'|"site"|'u'|"u"|SITE_ROOT|ACCOUNT_ROOT)$/;

const unwrap = (node: ts.Node): ts.Node => {
  let inner = node;
  while (ts.isAsExpression(inner) || ts.isParenthesizedExpression(inner) || ts.isSatisfiesExpression(inner))
    inner = inner.expression;
  return inner;
};

export function handWrittenKeys(path: string, text: string): string[] {
  const source = parseSource(path.replace(/\.ts$/, '.tsx'), text);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => found.push(`${path}:${lineOf(source, node)} ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'queryKey') {
      if (ts.isArrayLiteralExpression(unwrap(node.initializer))) report(node, 'queryKey: [');
    } else if (ts.isJsxAttribute(node) && node.name.getText() === 'queryKey' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : undefined;
      if (value && ts.isArrayLiteralExpression(unwrap(value))) report(node, 'queryKey={[');
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      KEYED_CALLS.has(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isArrayLiteralExpression(unwrap(node.arguments[0]))
    ) {
      report(node, `${node.expression.name.text}([`);
    } else if (
      ts.isArrayLiteralExpression(node) &&
      node.elements[0] &&
      ROOTS.test(node.elements[0].getText())
    ) {
      report(node, `[${node.elements[0].getText()}, …]`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('query keys come from the key factories', () => {
  it('no app source writes a key as an array outside the factories', () => {
    const found = filesUnder('src', (name) => isSource(name))
      .filter((path) => !FACTORY_MODULES.has(path))
      .flatMap((path) => handWrittenKeys(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a key written by hand in a query, a list, a cache call or a constant', () => {
    const text = `const a = queryOptions({ queryKey: ['site', 'payWay'] as const, queryFn });
const b = useQuery({ queryKey: [ROOT, 'x'], queryFn });
const c = <InfiniteList queryKey={[...mailKey(account), 'all']} />;
queryClient.setQueryData(['u', account, 'user'], user);
export const serviceUrlKey = ['site', 'serviceUrl'] as const;
const ok = useQuery({ queryKey: payWayKey(), queryFn });
const fine = <InfiniteList queryKey={mailListKey(account)} />;`;
    expect(handWrittenKeys('x.tsx', text)).toEqual([
      'x.tsx:1 queryKey: [',
      "x.tsx:1 ['site', …]",
      'x.tsx:2 queryKey: [',
      'x.tsx:3 queryKey={[',
      'x.tsx:4 setQueryData([',
      "x.tsx:4 ['u', …]",
      "x.tsx:5 ['site', …]",
    ]);
  });
});
