import { BALANCE_POLL_MS } from '@/config/constants';

/**
 * How long a read stays fresh, by kind: a screen opened again within it shows what the cache holds
 * without asking. Every query names one of these (`staleTime: freshness.site`); a test
 * (freshness.test.ts) forbids a number written at the query. The query client's default is `read`.
 */
export const freshness = {
  /** Asked again on every visit: the operator or another player can change it between two (a red
   * packet's state, an agent application, a game's launch address, a tab's own list). */
  always: 0,
  /** The default for an account's reads: a screen opened again within half a minute shows its data. */
  read: 30_000,
  /** Fresh for one balance poll: a screen mounting between two polls shows the polled value. */
  balancePoll: BALANCE_POLL_MS,
  /** Payment options: the operator changes them rarely, a deposit should not wait on them twice. */
  payment: 60_000,
  /** Site content (banners, notices, game lists, app info, service address, an inviter's name). */
  site: 5 * 60_000,
  /** Reference data that changes with a release (banks, VIP levels, articles). */
  reference: 10 * 60_000,
} as const satisfies Record<string, number>;
