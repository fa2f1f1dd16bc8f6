import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, isSource } from '@/testing/source-files';

/*
 * A policy lives in one place: what an action changed is declared by the call's hook as
 * `useAction(call, { invalidates })` (src/core/actions/use-action.ts), which refetches it after a
 * success, cancelling a read that started before the change. Written by hand at a call site, an
 * invalidation forgets the account key, the cancel, or the refusal that changed nothing. Only
 * src/core and src/lib talk to the query client's cache; this finds anything else that does.
 */

/** The cache calls that change or refetch what is kept, and the ways to reach the client. */
const CACHE_WRITE =
  /\b(invalidateQueries|refetchQueries|resetQueries|cancelQueries|fetchQuery|setQueryData|useQueryClient)\b/;
const SHARED_CLIENT = /import\s*\{[^}]*\bqueryClient\b[^}]*\}\s*from\s*'@\/lib\/query-client'/;

/** Files outside src/core and src/lib (src/testing sets up tests; src/app composes the client). */
function cacheWritesOutsideCore(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => {
    if (/^(core|lib|testing)\//.test(path)) return [];
    const found: string[] = [];
    text.split('\n').forEach((line, i) => {
      const write = CACHE_WRITE.exec(line);
      if (write) found.push(`${path}:${i + 1} ${write[1]}`);
    });
    if (!path.startsWith('app/') && SHARED_CLIENT.test(text))
      found.push(`${path} imports the shared queryClient`);
    return found;
  });
}

/**
 * String literals in what an action says it changed: `invalidates` names key factories
 * (src/core/session/query-keys.ts `accountKeyFactory`), so a renamed key is a compile error; the
 * type forbids strings, and this finds one slipped past it (a cast) in the value or in the
 * same-file constant it names.
 */
const inArray = (node: ts.Node): boolean => {
  let up = node.parent;
  while (ts.isAsExpression(up) || ts.isParenthesizedExpression(up) || ts.isSatisfiesExpression(up))
    up = up.parent;
  return ts.isArrayLiteralExpression(up) || ts.isSpreadElement(up);
};

function stringInvalidations(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Node>();
  const values: ts.Node[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'invalidates') values.push(node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const found: string[] = [];
  const seen = new Set<ts.Node>();
  const scan = (node: ts.Node) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (ts.isStringLiteralLike(node) && inArray(node)) found.push(`${path} invalidates ${node.getText()}`);
    if (ts.isIdentifier(node) && constants.has(node.text)) scan(constants.get(node.text)!);
    ts.forEachChild(node, scan);
  };
  values.forEach(scan);
  return found;
}

describe('what an action changed is refetched in one place', () => {
  it('invalidation names key factories, never key strings', () => {
    const found = filesUnder('src', (name) => isSource(name)).flatMap((path) =>
      stringInvalidations(path, readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds a string invalidation, direct or through a constant', () => {
    const text = `const TEAM = ['agent/memberlist', agentTodayKey] as const;
      const a = useAction(addMember, { invalidates: TEAM });
      const b = useAction(withdraw, { invalidates: ['money' as never] });
      const c = useAction(draw, { invalidates: (p) => (p.kind === 'won' ? [balanceKey] : []) });`;
    expect(stringInvalidations('x.ts', text)).toEqual([
      "x.ts invalidates 'agent/memberlist'",
      "x.ts invalidates 'money'",
    ]);
  });

  it('no screen, component or feature hook invalidates, refetches or writes the cache itself', () => {
    const files = filesUnder('src', (name) => isSource(name)).map((path) => ({
      path: path.replace(/^src\//, ''),
      text: readFileSync(path, 'utf8'),
    }));
    expect(cacheWritesOutsideCore(files)).toEqual([]);
  });

  it('finds the hand-written ways (a hook with useQueryClient, a fetcher with the shared client)', () => {
    const found = cacheWritesOutsideCore([
      {
        path: 'features/x/api/save.ts',
        text: `const client = useQueryClient();\nvoid client.invalidateQueries({ queryKey });`,
      },
      {
        path: 'features/x/api/draw.ts',
        text: `import { queryClient } from '@/lib/query-client';\nawait queryClient.fetchQuery(options);`,
      },
      { path: 'core/actions/use-action.ts', text: `queryClient.invalidateQueries({ queryKey })` },
    ]);
    expect(found).toEqual([
      'features/x/api/save.ts:1 useQueryClient',
      'features/x/api/save.ts:2 invalidateQueries',
      'features/x/api/draw.ts:2 fetchQuery',
      'features/x/api/draw.ts imports the shared queryClient',
    ]);
  });
});
