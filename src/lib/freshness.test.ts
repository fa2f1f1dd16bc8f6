import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appSources, lineOf, parseSource } from '@/testing/source-files';

/*
 * docs/architecture.md, "Freshness": how long a read stays fresh is one of the named classes in
 * src/lib/freshness.ts. A query's `staleTime` names one (`freshness.site`), or is a function or a
 * choice whose every outcome names one; a number written at the query is what this finds.
 */

const root = join(process.cwd(), 'src');

/** The value names a freshness class, in every outcome. */
function namesAClass(node: ts.Node): boolean {
  if (ts.isParenthesizedExpression(node)) return namesAClass(node.expression);
  if (ts.isConditionalExpression(node)) return namesAClass(node.whenTrue) && namesAClass(node.whenFalse);
  if (ts.isArrowFunction(node)) return !ts.isBlock(node.body) && namesAClass(node.body);
  return (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'freshness'
  );
}

function inlineFreshness(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = parseSource(path, text);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'staleTime' &&
      !namesAClass(node.initializer)
    ) {
      found.push(`${relative(process.cwd(), path)}:${lineOf(source, node)}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('freshness', () => {
  it('every staleTime in src/ names a class of src/lib/freshness.ts', () => {
    expect(appSources([]).flatMap((path) => inlineFreshness(path))).toEqual([]);
  });

  it('finds a number written at a query, and one outcome of a choice', () => {
    const samples = [
      'export const a = { staleTime: 60_000 };',
      'export const b = { staleTime: (q: { n: number }) => (q.n > 1 ? freshness.read : 0) };',
      'export const c = { staleTime: freshness.site };',
    ].join('\n');
    expect(inlineFreshness(join(root, 'probe.ts'), samples)).toEqual([
      'src/probe.ts:1: staleTime: 60_000',
      'src/probe.ts:2: staleTime: (q: { n: number }) => (q.n > 1 ? freshness.read : 0)',
    ]);
  });
});
