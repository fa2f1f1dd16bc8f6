import { useSession, type SessionState } from './store';

/**
 * Every query that depends on who is signed in is rooted at ['u', account, ...] so one account's
 * cached data can never render for another, and logout drops all of it with one `removeQueries`.
 * The account is fixed when the session starts (store.ts `sessionAccount`), so a key never moves
 * while the session lives; a guest is 'guest'.
 */
export const ACCOUNT_ROOT = 'u';

/** The prefix of every account's queries: what sign-in and logout drop. */
export const everyAccountKey = () => [ACCOUNT_ROOT] as const;

export function accountOf(state: Pick<SessionState, 'account'>): string {
  return state.account ?? 'guest';
}

export function accountKey<const T extends readonly unknown[]>(account: string, ...parts: T) {
  return [ACCOUNT_ROOT, account, ...parts] as const;
}

/**
 * What an action names in `invalidates` (src/core/actions/use-action.ts): a call's key factory,
 * which given the account alone answers the prefix of every query of that call.
 */
export type AccountKeyFactory = (account: string) => readonly unknown[];

/**
 * A member call's key factory (one per call, exported beside its fetcher, as social-app's
 * `RQKEY()`): `key(account)` is the prefix of all of the call's queries — what an action
 * invalidates — and `key(account, ...input)` one query's key. Naming the factory, not its string,
 * makes a renamed or removed key a compile error where it is invalidated.
 */
export function accountKeyFactory<const Name extends string, Input extends unknown[] = []>(name: Name) {
  return (account: string, ...input: Partial<Input>) => accountKey(account, name, ...input);
}

/** The current account id for building query keys in hooks. */
export function useAccount(): string {
  return useSession(accountOf);
}
