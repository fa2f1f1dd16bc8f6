import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletCalls } from '@contract/wallet-calls';
import { request } from '@/lib/http/client';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';

/** Binding kinds of `getcard` / `bindcard`: 1 bank card, 2 USDT address. */
export const BANK_CARD = 1;
export const USDT_ADDRESS = 2;
export type BindingType = typeof BANK_CARD | typeof USDT_ADDRESS;

/** POST /api/getcard {type} → the member's bound cards (1) or USDT addresses (2). */
export function fetchBindings(type: BindingType) {
  return request(walletCalls.getcard, { type });
}

/** The key factory of POST /api/getcard: `bindingsKey(account)` is both kinds. */
export const bindingsKey = accountKeyFactory<'bindings', [type: BindingType]>('bindings');

export function bindingsQueryOptions(account: string, type: BindingType) {
  return queryOptions({
    queryKey: bindingsKey(account, type),
    queryFn: () => fetchBindings(type),
  });
}

/** One query per kind, shared by the wallet lists, the withdrawal picker and the deposit form. */
export function useBindings(type: BindingType) {
  const account = useAccount();
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ ...bindingsQueryOptions(account, type), enabled: signedIn });
}
