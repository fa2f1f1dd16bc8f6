import { describe, expect, it } from 'vitest';
import { callQueryOptions } from './call-query';
import { freshness } from './freshness';

// Key factories of the shapes of src/core's (a site call's takes nothing, an account call's the account).
const siteProbeKey = () => ['root', 'probe'] as const;
const accountProbeKey = (account: string) => ['root', account, 'probe'] as const;

describe('callQueryOptions', () => {
  it("makes a call's query from its key factory, its fetcher and its freshness", async () => {
    const options = callQueryOptions(siteProbeKey, () => Promise.resolve(['a']), {
      staleTime: freshness.site,
    })();
    expect(options.queryKey).toEqual(['root', 'probe']);
    expect(options.staleTime).toBe(freshness.site);
    expect(await (options.queryFn as () => Promise<string[]>)()).toEqual(['a']);
  });

  it('passes its input to the key factory, and leaves freshness to the client when none is named', () => {
    const options = callQueryOptions(accountProbeKey, () => Promise.resolve(1))('alice');
    expect(options.queryKey).toEqual(['root', 'alice', 'probe']);
    expect('staleTime' in options).toBe(false);
  });
});
