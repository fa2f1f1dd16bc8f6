import { Code } from '../../../contract/envelope';
import { BusinessError } from './business-error';

/**
 * Limits on what SUCCEEDS: records anyone may create (accounts, downlines, feedback, uploaded
 * files). The attempt limits (attempt-limit.ts) count failures, so a flood of valid requests passed
 * them all; these count the records made.
 *
 * Same shape as the attempt limits: a request takes its place BEFORE it runs (one synchronous step
 * on Node's one thread, so a parallel burst cannot all pass the check), a success keeps the place
 * for the window, a refusal or an error gives it back. Each quota has one or more sliding windows
 * (e.g. an hour and a day); at a window's maximum the request is refused with a message naming when
 * the oldest counted success leaves the window.
 *
 * Kept in memory: the reference server is one process (a restart starts the windows afresh). The
 * numbers come from the LIMIT_* variables (config.ts, README).
 */

/** What is counted, and per what. */
export type QuotaName =
  /** accounts registered, per client address */
  | 'register'
  /** 开设下级, per agent */
  | 'addMember'
  /** 意见反馈, per member */
  | 'feedback'
  /** uploaded files, per member */
  | 'uploads'
  /** uploaded bytes, per member */
  | 'uploadBytes';

export interface QuotaWindow {
  /** Window length. */
  ms: number;
  /** Successes (or, for uploadBytes, bytes) within the window; 0 = no limit. */
  max: number;
}

export interface SuccessLimits {
  windows: Readonly<Record<QuotaName, readonly QuotaWindow[]>>;
  now?: () => number;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const MB = 1024 * 1024;

export const DEFAULT_SUCCESS_LIMITS: SuccessLimits = {
  windows: {
    register: [
      { ms: HOUR, max: 10 },
      { ms: DAY, max: 30 },
    ],
    addMember: [
      { ms: HOUR, max: 30 },
      { ms: DAY, max: 100 },
    ],
    feedback: [{ ms: HOUR, max: 5 }],
    uploads: [{ ms: HOUR, max: 20 }],
    uploadBytes: [{ ms: HOUR, max: 10 * MB }],
  },
};

/** No limit on anything (tests that create many records from one address). */
export const NO_SUCCESS_LIMITS: SuccessLimits = {
  windows: { register: [], addMember: [], feedback: [], uploads: [], uploadBytes: [] },
};

/** Every refusal's words, in one place: what was too frequent, then when to try again. */
const QUOTA_SUBJECTS: Readonly<Record<QuotaName, string>> = {
  register: '该网络注册账号过多',
  addMember: '开设下级过于频繁',
  feedback: '反馈提交过于频繁',
  uploads: '上传图片过于频繁',
  uploadBytes: '上传图片总量过大',
};

/** "开设下级过于频繁，请12分钟后再试" / "…请3小时后再试". */
export function quotaMessage(name: QuotaName, waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const wait = minutes <= 60 ? `${minutes}分钟` : `${Math.ceil(minutes / 60)}小时`;
  return `${QUOTA_SUBJECTS[name]}，请${wait}后再试`;
}

interface Entry {
  at: number;
  weight: number;
}

interface Bucket {
  /** Successes kept, oldest first. */
  done: Entry[];
  /** Weight reserved by requests still running. */
  pending: number;
}

/** A reserved place: keep it (the record was made) or give it back. */
export interface QuotaReservation {
  success(): void;
  release(): void;
}

const MAX_KEYS = 50_000;

export class SuccessQuotas {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;

  constructor(private readonly limits: SuccessLimits = DEFAULT_SUCCESS_LIMITS) {
    this.now = limits.now ?? Date.now;
  }

  private longest(name: QuotaName): number {
    return Math.max(0, ...this.limits.windows[name].map((w) => w.ms));
  }

  private bucket(name: QuotaName, key: string, now: number): Bucket {
    const id = `${name}|${key}`;
    let bucket = this.buckets.get(id);
    if (!bucket) {
      if (this.buckets.size > MAX_KEYS) this.prune(now);
      bucket = { done: [], pending: 0 };
      this.buckets.set(id, bucket);
    }
    const oldest = now - this.longest(name);
    while (bucket.done.length > 0 && bucket.done[0]!.at <= oldest) bucket.done.shift();
    return bucket;
  }

  /**
   * Takes `weight` (1 for one record, the size for bytes) under every window of `name` for `key`,
   * or throws the business error that names the wait.
   */
  reserve(name: QuotaName, key: string | number, weight = 1): QuotaReservation {
    const windows = this.limits.windows[name].filter((w) => w.max > 0);
    if (windows.length === 0) return { success: () => {}, release: () => {} };
    const now = this.now();
    const bucket = this.bucket(name, String(key), now);
    let wait = 0;
    for (const window of windows) {
      const inWindow = bucket.done.filter((e) => e.at > now - window.ms);
      let used = bucket.pending + inWindow.reduce((sum, e) => sum + e.weight, 0);
      if (used + weight <= window.max) continue;
      // When enough of the oldest successes have left the window; requests in flight count as
      // just made.
      let free = window.ms;
      for (const entry of inWindow) {
        used -= entry.weight;
        if (used + weight <= window.max) {
          free = entry.at + window.ms - now;
          break;
        }
      }
      wait = Math.max(wait, free);
    }
    if (wait > 0) throw new BusinessError(Code.tooManyAttempts, quotaMessage(name, wait));
    bucket.pending += weight;
    let settled = false;
    const settle = (kept: boolean) => {
      if (settled) return;
      settled = true;
      bucket.pending -= weight;
      if (kept) bucket.done.push({ at: this.now(), weight });
    };
    return { success: () => settle(true), release: () => settle(false) };
  }

  /** Runs `create` under the quota: counted when it returns, given back when it throws. */
  async guard<T>(name: QuotaName, key: string | number, create: () => Promise<T> | T): Promise<T> {
    const reservation = this.reserve(name, key);
    try {
      const result = await create();
      reservation.success();
      return result;
    } catch (error) {
      reservation.release();
      throw error;
    }
  }

  private prune(now: number) {
    for (const [id, bucket] of this.buckets) {
      const name = id.slice(0, id.indexOf('|')) as QuotaName;
      const oldest = now - this.longest(name);
      if (bucket.pending === 0 && bucket.done.every((e) => e.at <= oldest)) this.buckets.delete(id);
    }
  }
}
