import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKey } from '@/core/session/query-keys';
import { invalidateMoneyQueries } from './money-queries';

describe('invalidateMoneyQueries', () => {
  it('marks the balances and the transaction records of that account stale, and nothing of another', async () => {
    const client = new QueryClient();
    const keys = {
      balance: accountKey('alice1', 'balance'),
      records: accountKey('alice1', 'gettransrecord', { type: 0 }),
      other: accountKey('bob123', 'gettransrecord', { type: 0 }),
      banners: accountKey('alice1', 'banners'),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, 1);
    await invalidateMoneyQueries(client, 'alice1');
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(keys.balance)).toBe(true);
    expect(stale(keys.records)).toBe(true);
    expect(stale(keys.other)).toBe(false);
    expect(stale(keys.banners)).toBe(false);
  });
});
