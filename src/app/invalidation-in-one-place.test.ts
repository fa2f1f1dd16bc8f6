import { readFileSync } from 'node:fs';
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

describe('what an action changed is refetched in one place', () => {
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
