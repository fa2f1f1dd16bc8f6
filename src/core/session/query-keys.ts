import { useSession, type SessionState } from './store';

/**
 * Every query that depends on who is signed in is rooted at ['u', account, ...] so one account's
 * cached data can never render for another, and logout drops all of it with one `removeQueries`.
 * The account is fixed when the session starts (store.ts `sessionAccount`), so a key never moves
 * while the session lives; a guest is 'guest'.
 */
export const ACCOUNT_ROOT = 'u';

export function accountOf(state: Pick<SessionState, 'account'>): string {
  return state.account ?? 'guest';
}

export function accountKey<const T extends readonly unknown[]>(account: string, ...parts: T) {
  return [ACCOUNT_ROOT, account, ...parts] as const;
}

/** The current account id for building query keys in hooks. */
export function useAccount(): string {
  return useSession(accountOf);
}
