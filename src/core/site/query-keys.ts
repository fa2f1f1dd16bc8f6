/**
 * Every query of site-wide data (the same for every visitor, kept across sign-in and logout) is
 * rooted at ['site', call, ...]; member data is rooted at ['u', account, ...]
 * (src/core/session/query-keys.ts).
 */
export const SITE_ROOT = 'site';

/**
 * A site call's key factory (one per call, exported beside its fetcher, as the account one):
 * `key()` is the prefix of all of the call's queries and `key(...input)` one query's key. Naming
 * the factory, not its string, makes a renamed or removed key a compile error where it is read.
 */
export function siteKeyFactory<const Name extends string, Input extends unknown[] = []>(name: Name) {
  return (...input: Partial<Input>) => [SITE_ROOT, name, ...input] as const;
}
