import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appSources, lineOf, parseSource } from '@/testing/source-files';

/*
 * docs/architecture.md, "A read shows its states in one of three ways": a whole read through
 * `QueryState` (src/components/query-state.tsx), a paged list through `InfiniteList`
 * (src/components/infinite-list.tsx), a part of a screen whose read failed through `ReadFailed`
 * (src/components/read-failed.tsx). Loading, error with 重试, empty and offline are decided in those
 * files; a screen that asks a query whether it is pending or failed, or draws the states' block
 * (`ListState`, the components' own piece) itself, has a policy of its own. This finds those.
 */

const root = join(process.cwd(), 'src');

/** A query's state flags: asking them is deciding what a read looks like. */
const STATE_FLAGS = new Set(['isPending', 'isError', 'isLoading', 'isLoadingError', 'isRefetchError']);

/** What in `text` draws a read's state by itself: `line: what`. */
export function ownReadStates(path: string, text: string): string[] {
  const source = parseSource(path, text);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`${lineOf(source, node)}: ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (/(^|\/)list-state$/.test(node.moduleSpecifier.text)) at(node, 'imports ListState');
    }
    if (ts.isPropertyAccessExpression(node) && STATE_FLAGS.has(node.name.text)) at(node, node.name.text);
    if (ts.isBindingElement(node)) {
      const name = node.propertyName ?? node.name;
      if (ts.isIdentifier(name) && STATE_FLAGS.has(name.text)) at(node, name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/*
 * Files that ask a query's state for something other than drawing it, each with why:
 * - hongbao.tsx: the draw button waits until the packet's info has answered (a button's
 *   disabled state; the info's own states are drawn by QueryState).
 * - use-invitation-code.ts: a refused invitation code (a business answer) is the answer shown in
 *   the form, not a failed read.
 * - binding-list.tsx: ListState's 加载中 while the USDT form's code arrives (a Suspense fallback:
 *   code, not a read).
 */
const ALLOWED: Record<string, string[]> = {
  'features/hongbao/routes/hongbao.tsx': ['isPending'],
  'features/auth/routes/use-invitation-code.ts': ['isError'],
  'features/wallet/components/binding-list.tsx': ['imports ListState'],
};

describe('reads show their states through QueryState, InfiniteList or ReadFailed only', () => {
  it('finds the ways a file would draw them itself', () => {
    const text = [
      "import { ListState } from '@/components/list-state';",
      'export function A() {',
      '  const q = useThing();',
      '  const { isError } = q;',
      '  return q.isPending ? <ListState status="loading" /> : isError ? null : <b />;',
      '}',
    ].join('\n');
    expect(ownReadStates('a.tsx', text)).toEqual(['1: imports ListState', '4: isError', '5: isPending']);
  });

  it('no file outside src/components/ draws a read state itself', () => {
    const offenders: string[] = [];
    for (const path of appSources(['testing', 'components'])) {
      const name = relative(root, path);
      const allowed = new Set(ALLOWED[name] ?? []);
      for (const hit of ownReadStates(path, readFileSync(path, 'utf8'))) {
        if (!allowed.has(hit.split(': ')[1]!)) offenders.push(`${name}:${hit}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
