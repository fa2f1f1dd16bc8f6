import type { Context } from 'hono';
import { Code } from '../../../contract/envelope';
import { BusinessError } from './business-error';
import { proxyPolicy } from './origin';

/**
 * Failed-attempt limits for everything that checks a secret (login, register, payment password,
 * password changes).
 *
 * An attempt is counted BEFORE it is evaluated: `reserve` checks the limits and takes a place in
 * every counter in one synchronous step (nothing else runs in between on Node's one thread), so a
 * burst of simultaneous guesses cannot all pass the check while the first hashes are still being
 * computed. A success gives its place back; a failure keeps it.
 *
 * Three counters, each with its own threshold, inside a window of `lockMs`:
 * - (account, address): the small limit. It locks a guesser out of one account without locking
 *   the owner, who signs in from another address; the owner's success clears it.
 * - account, from every address together: a much larger limit, for guessing spread over many
 *   addresses. Only this lock lets strangers lock a member out, and it takes many addresses.
 * - address, across all accounts: stops one address from trying a few guesses on each of many
 *   accounts. A success (e.g. on the guesser's own account) does not clear it.
 * At a threshold the counter locks for `lockMs`, and every attempt it counts is refused with a
 * business message that names the wait.
 *
 * Kept in memory: the reference server is one process. The limits come from the AUTH_* variables
 * (config.ts).
 */
export interface AttemptLimitOptions {
  /** Failures of one account from one client address before that pair is locked. */
  accountMax: number;
  /** Failures of one account from all addresses together before it is locked everywhere. */
  accountWideMax: number;
  /** Failures from one client address (any account) before it is locked. */
  addressMax: number;
  /** Window in which failures are counted, and how long a lock lasts. */
  lockMs: number;
  now?: () => number;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimitOptions = {
  accountMax: 5,
  accountWideMax: 50,
  addressMax: 30,
  lockMs: 15 * 60_000,
};

/** "请15分钟后再试" / "请20秒后再试": what the member reads (the client shows it as is). */
export function lockedMessage(remainingMs: number): string {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  const wait = seconds < 60 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分钟`;
  return `尝试次数过多，请${wait}后再试`;
}

interface Counter {
  /** Settled failures in the current window. */
  failures: number;
  /** Attempts reserved and not yet settled. */
  pending: number;
  /** Time of the window's first failure. */
  first: number;
  lockedUntil: number;
}

/**
 * A counter is full only with attempts still in flight (nothing is locked, nothing has failed
 * enough): the same request sent again before the first is answered, e.g. a double tap or a burst.
 */
export const IN_FLIGHT_MESSAGE = '请勿重复提交';

/** What one checked attempt is counted against. */
export interface AttemptKeys {
  /** 'login' (login password), 'register', 'pay' (payment password). */
  scope: string;
  /** Account name or member id; omitted when unknown. */
  account?: string | number;
  /** Client address. */
  address: string;
}

/** A counted attempt: settle it once, with its outcome. */
export interface Reservation {
  /** The secret was right: give the place back and clear the (account, address) failures. */
  success(): void;
  /** The secret was wrong (or the attempt refused): the place stays counted as a failure. */
  failure(): void;
  /** Nothing was learnt (an internal error): give the place back. */
  release(): void;
}

const MAX_ENTRIES = 50_000;

export class AttemptLimiter {
  private readonly counters = new Map<string, Counter>();
  private readonly now: () => number;

  constructor(readonly options: AttemptLimitOptions = DEFAULT_ATTEMPT_LIMITS) {
    this.now = options.now ?? Date.now;
  }

  /** [key, threshold] of every counter an attempt counts against; the pair first. */
  private keys(k: AttemptKeys): [string, number][] {
    const address = `${k.scope}|ip|${k.address}`;
    if (k.account === undefined || k.account === '') return [[address, this.options.addressMax]];
    const account = `${k.scope}|acct|${String(k.account).toLowerCase()}`;
    return [
      [`${account}|${address}`, this.options.accountMax],
      [account, this.options.accountWideMax],
      [address, this.options.addressMax],
    ];
  }

  /** The counter of `key`, its window restarted when over. Counters are changed in place, never replaced. */
  private counter(key: string, now: number): Counter {
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { failures: 0, pending: 0, first: now, lockedUntil: 0 };
      this.counters.set(key, counter);
    } else if (
      counter.lockedUntil <= now &&
      counter.failures > 0 &&
      now - counter.first > this.options.lockMs
    ) {
      counter.failures = 0;
    }
    return counter;
  }

  /**
   * Counts one attempt before it is evaluated, or throws the "wait" business error when any counter
   * is locked or already full with failures and attempts in flight.
   */
  reserve(k: AttemptKeys): Reservation {
    const now = this.now();
    if (this.counters.size > MAX_ENTRIES) this.prune(now);
    const counted = this.keys(k).map(([key, max]) => ({ counter: this.counter(key, now), max }));
    let wait = 0;
    let inFlight = false;
    for (const { counter, max } of counted) {
      if (counter.lockedUntil > now) wait = Math.max(wait, counter.lockedUntil - now);
      // Full with attempts still in flight: refused unevaluated (if they fail, the lock starts now),
      // but nothing is locked yet, so the answer says what happened rather than naming a wait.
      else if (counter.failures + counter.pending >= max) inFlight = true;
    }
    if (wait > 0) throw new BusinessError(Code.tooManyAttempts, lockedMessage(wait));
    if (inFlight) throw new BusinessError(Code.tooManyAttempts, IN_FLIGHT_MESSAGE);
    for (const { counter } of counted) counter.pending += 1;

    let settled = false;
    const settle = (outcome: 'success' | 'failure' | 'release') => {
      if (settled) return;
      settled = true;
      const at = this.now();
      for (const { counter, max } of counted) {
        counter.pending -= 1;
        if (outcome !== 'failure') continue;
        if (counter.failures === 0) counter.first = at;
        counter.failures += 1;
        if (counter.failures >= max) {
          counter.lockedUntil = at + this.options.lockMs;
          counter.failures = 0;
        }
      }
      // Only the pair forgets: other accounts' failures from this address, and failures of this
      // account from other addresses, still count.
      if (outcome === 'success' && counted.length > 1) counted[0]!.counter.failures = 0;
    };
    return {
      success: () => settle('success'),
      failure: () => settle('failure'),
      release: () => settle('release'),
    };
  }

  /**
   * Runs one checked attempt: refused while locked; a BusinessError from `attempt` counts as a
   * failure, any other error as nothing, a result as a success.
   */
  async guard<T>(k: AttemptKeys, attempt: () => Promise<T> | T): Promise<T> {
    const reservation = this.reserve(k);
    try {
      const result = await attempt();
      reservation.success();
      return result;
    } catch (error) {
      if (error instanceof BusinessError) reservation.failure();
      else reservation.release();
      throw error;
    }
  }

  /** Checks a secret under the limits: `verify` false counts as a failure. */
  async verify(k: AttemptKeys, verify: () => Promise<boolean>): Promise<boolean> {
    const reservation = this.reserve(k);
    let ok: boolean;
    try {
      ok = await verify();
    } catch (error) {
      reservation.release();
      throw error;
    }
    if (ok) reservation.success();
    else reservation.failure();
    return ok;
  }

  private prune(now: number) {
    for (const [key, counter] of this.counters)
      if (
        counter.pending === 0 &&
        counter.lockedUntil <= now &&
        (counter.failures === 0 || now - counter.first > this.options.lockMs)
      )
        this.counters.delete(key);
  }
}

/**
 * The client address of a request: the socket's peer, or with TRUST_PROXY=1 the right-most entry of
 * X-Forwarded-For, the one the operator's own proxy added. Entries to its left came from the client
 * (anyone can send the header), so a new forged address per request cannot dodge the per-address
 * limits. deploy/proxy.conf replaces the header with the address nginx saw.
 */
export function clientAddress(c: Context): string {
  if (proxyPolicy(c).trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };
  const env = c.env as (Bindings & { server?: Bindings }) | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress ?? 'local';
}
