import type { Context } from 'hono';
import { Code } from '../../../contract/envelope';
import { BusinessError } from './business-error';

/**
 * Failed-attempt limits for everything that checks a secret (login, register, payment password,
 * password changes). Failures are counted per account and per client address inside a window;
 * at the threshold the key is locked for `lockMs` and every attempt is refused with a business
 * message that names the wait. A success clears the counters of its keys.
 *
 * Kept in memory: the reference server is one process. Env (read once at start):
 *   AUTH_MAX_FAILURES (5) per account, AUTH_MAX_FAILURES_PER_ADDRESS (30) per client address,
 *   AUTH_LOCK_SECONDS (900) both for the counting window and the lock.
 */
export interface AttemptLimitOptions {
  /** Failures of one account (name or member) before it is locked. */
  accountMax: number;
  /** Failures from one client address before it is locked. */
  addressMax: number;
  /** Window in which failures are counted, and how long a lock lasts. */
  lockMs: number;
  now?: () => number;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimitOptions = {
  accountMax: 5,
  addressMax: 30,
  lockMs: 15 * 60_000,
};

export function attemptLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): AttemptLimitOptions {
  const positive = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    accountMax: Math.floor(positive(env.AUTH_MAX_FAILURES, DEFAULT_ATTEMPT_LIMITS.accountMax)),
    addressMax: Math.floor(positive(env.AUTH_MAX_FAILURES_PER_ADDRESS, DEFAULT_ATTEMPT_LIMITS.addressMax)),
    lockMs: positive(env.AUTH_LOCK_SECONDS, DEFAULT_ATTEMPT_LIMITS.lockMs / 1000) * 1000,
  };
}

/** "请15分钟后再试" / "请20秒后再试": what the member reads (the client shows it as is). */
export function lockedMessage(remainingMs: number): string {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  const wait = seconds < 60 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分钟`;
  return `尝试次数过多，请${wait}后再试`;
}

interface Entry {
  failures: number;
  first: number;
  lockedUntil: number;
}

/** What one checked attempt is counted against. */
export interface AttemptKeys {
  /** 'login' (login password), 'register', 'pay' (payment password). */
  scope: string;
  /** Account name or member id; omitted when unknown. */
  account?: string | number;
  /** Client address. */
  address: string;
}

const MAX_ENTRIES = 50_000;

export class AttemptLimiter {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(readonly options: AttemptLimitOptions = DEFAULT_ATTEMPT_LIMITS) {
    this.now = options.now ?? Date.now;
  }

  private keys(k: AttemptKeys): [string, number][] {
    const out: [string, number][] = [[`${k.scope}|ip|${k.address}`, this.options.addressMax]];
    if (k.account !== undefined && k.account !== '')
      out.push([`${k.scope}|acct|${String(k.account).toLowerCase()}`, this.options.accountMax]);
    return out;
  }

  /** Throws the "wait" business error when any of the keys is locked. */
  assertOpen(k: AttemptKeys): void {
    const now = this.now();
    let remaining = 0;
    for (const [key] of this.keys(k)) {
      const entry = this.entries.get(key);
      if (entry && entry.lockedUntil > now) remaining = Math.max(remaining, entry.lockedUntil - now);
    }
    if (remaining > 0) throw new BusinessError(Code.tooManyAttempts, lockedMessage(remaining));
  }

  failure(k: AttemptKeys): void {
    const now = this.now();
    if (this.entries.size > MAX_ENTRIES) this.prune(now);
    for (const [key, max] of this.keys(k)) {
      let entry = this.entries.get(key);
      if (!entry || (entry.lockedUntil <= now && now - entry.first > this.options.lockMs)) {
        entry = { failures: 0, first: now, lockedUntil: 0 };
        this.entries.set(key, entry);
      }
      entry.failures += 1;
      if (entry.failures >= max) {
        entry.lockedUntil = now + this.options.lockMs;
        entry.failures = 0;
        entry.first = now;
      }
    }
  }

  success(k: AttemptKeys): void {
    for (const [key] of this.keys(k)) this.entries.delete(key);
  }

  /**
   * Runs one checked attempt: refused while locked; a BusinessError (or `false`) from `attempt`
   * counts as a failure, anything else as a success.
   */
  async guard<T>(k: AttemptKeys, attempt: () => Promise<T> | T): Promise<T> {
    this.assertOpen(k);
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (error instanceof BusinessError) this.failure(k);
      throw error;
    }
    this.success(k);
    return result;
  }

  /** Checks a secret under the limits: `verify` false counts as a failure. */
  async verify(k: AttemptKeys, verify: () => Promise<boolean>): Promise<boolean> {
    this.assertOpen(k);
    const ok = await verify();
    if (ok) this.success(k);
    else this.failure(k);
    return ok;
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries)
      if (entry.lockedUntil <= now && now - entry.first > this.options.lockMs) this.entries.delete(key);
  }
}

/** The client address of a request: the socket's peer (X-Forwarded-For only with TRUST_PROXY=1). */
export function clientAddress(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };
  const env = c.env as (Bindings & { server?: Bindings }) | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress ?? 'local';
}
