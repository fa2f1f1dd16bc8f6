import { resolve } from 'node:path';
import { z } from 'zod';
import { FAULT_KINDS, type FaultKind, type FaultOptions } from './fault';
import { DEFAULT_ATTEMPT_LIMITS, type AttemptLimitOptions } from './http/attempt-limit';
import { DEFAULT_SUCCESS_LIMITS, type QuotaName, type SuccessLimits } from './http/success-quota';
import { DEFAULT_TOKEN_IDLE_DAYS } from './repositories/users';

/**
 * The server's whole environment, read and checked in one place, once, at start. Everything else
 * takes the values from here; an invalid value stops the start with a message naming the variable
 * (a silent fallback would run production on a setting nobody chose). The variables, their defaults
 * and meanings are listed in docs/deployment.md.
 */
export interface ServerConfig {
  /** PORT: 0 = any free port. */
  port: number;
  host: string;
  /** DATABASE_FILE, absolute. */
  databaseFile: string;
  /** UPLOAD_DIR, absolute. */
  uploadDir: string;
  /** ALLOWED_ORIGINS: other origins that may call /api from a browser; empty = same origin only. */
  allowedOrigins: readonly string[];
  /** PUBLIC_ORIGIN as `scheme://host[:port]`: the origin of every link handed out. */
  publicOrigin: string | undefined;
  /** TRUST_PROXY=1: believe X-Forwarded-For/-Host/-Proto (only behind the operator's own proxy). */
  trustProxy: boolean;
  /** TOKEN_IDLE_DAYS in ms. */
  tokenIdleMs: number;
  /** SECURITY_HOLD_HOURS in ms: withdrawals held after a login- or payment-password change; 0 = off. */
  securityHoldMs: number;
  /** AUTH_MAX_FAILURES, AUTH_MAX_FAILURES_PER_ACCOUNT, AUTH_MAX_FAILURES_PER_ADDRESS, AUTH_LOCK_SECONDS. */
  attemptLimits: AttemptLimitOptions;
  /**
   * LIMIT_REGISTER_PER_HOUR/_PER_DAY (per address), LIMIT_ADD_MEMBER_PER_HOUR/_PER_DAY (per agent),
   * LIMIT_FEEDBACK_PER_HOUR, LIMIT_UPLOADS_PER_HOUR, LIMIT_UPLOAD_MB_PER_HOUR (per member); 0 = none.
   */
  successLimits: SuccessLimits;
  /** FAULT_RATE and FAULT_KINDS; null when fault mode is off. */
  faults: FaultOptions | null;
  /** STATIC_DIR: another built front end to serve at `/` (default: this repository's dist/). */
  staticDir: string | undefined;
  /** STATIC_LEGACY_SCRIPTS=1 (old name STATIC_ALLOW_EVAL=1): see static.ts. */
  staticLegacyScripts: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Thrown by readConfig; its message has one line per invalid variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_DATABASE_FILE = '.data/app.db';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Withdrawals after a password change wait this long by default (as exchanges do). */
export const DEFAULT_SECURITY_HOLD_HOURS = 24;
const MB = 1024 * 1024;
/** Failures of one account from all addresses, by default: far more than one address may make. */
const ACCOUNT_WIDE_FACTOR = 10;

const number = z.string().transform(Number).pipe(z.number());
const wholeNumber = z.string().regex(/^\d+$/).transform(Number);
const flag = z.enum(['0', '1']).transform((value) => value === '1');
/** An http(s) origin, trailing slashes allowed: `https://h5.example.com`. */
const origin = z
  .string()
  .transform((value) => value.replace(/\/+$/, ''))
  .pipe(z.string().regex(/^https?:\/\/[^/\s?#]+$/i));
/** An http(s) URL reduced to its origin (a path is ignored). */
const urlOrigin = z.string().transform((value, ctx) => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return url.origin;
  ctx.addIssue({ code: 'custom', message: 'not an http(s) URL' });
  return z.NEVER;
});
const list = <T>(item: z.ZodType<T, string>) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** An address only this machine reaches: 127.0.0.0/8, ::1 or localhost. */
const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i.test(host);

export function readConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  /** The variable's value through `schema`; `fallback` when unset or blank. */
  const read = <T>(name: string, schema: z.ZodType<T, string>, expected: string, fallback: T): T => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    problems.push(`${name} must be ${expected}, got "${env[name]}"`);
    return fallback;
  };
  const positive = (name: string, fallback: number) =>
    read(name, number.pipe(z.number().positive()), 'a number above 0', fallback);
  const positiveWhole = (name: string, fallback: number) =>
    read(name, wholeNumber.pipe(z.number().int().positive()), 'a whole number above 0', fallback);

  const accountMax = positiveWhole('AUTH_MAX_FAILURES', DEFAULT_ATTEMPT_LIMITS.accountMax);
  /** The window of `name` lasting `ms` with its maximum from `variable` (0 = no limit), × `unit`. */
  const quota = (name: QuotaName, ms: number, variable: string, unit = 1) => {
    const fallback = DEFAULT_SUCCESS_LIMITS.windows[name].find((w) => w.ms === ms)!.max / unit;
    const max = read(variable, wholeNumber, 'a whole number (0 = no limit)', fallback);
    return { ms, max: max * unit };
  };
  const faultRate = read('FAULT_RATE', number.pipe(z.number().min(0)), 'a share from 0 to 1', 0);
  const faultKinds = read(
    'FAULT_KINDS',
    list(
      z
        .string()
        .transform((kind) => kind.toLowerCase())
        .pipe(z.enum(FAULT_KINDS as unknown as [FaultKind, ...FaultKind[]])),
    ),
    `a comma list of ${FAULT_KINDS.join(', ')}`,
    [...FAULT_KINDS],
  );
  const config: ServerConfig = {
    port: read('PORT', wholeNumber.pipe(z.number().max(65535)), 'an integer between 0 and 65535', 8787),
    host: read('HOST', z.string(), 'an interface address', '0.0.0.0'),
    databaseFile: resolve(read('DATABASE_FILE', z.string(), 'a file path', DEFAULT_DATABASE_FILE)),
    uploadDir: resolve(read('UPLOAD_DIR', z.string(), 'a folder path', '.data/uploads')),
    allowedOrigins: read(
      'ALLOWED_ORIGINS',
      list(origin),
      'a comma list of http(s) origins like https://h5.example.com',
      [],
    ),
    publicOrigin: read(
      'PUBLIC_ORIGIN',
      urlOrigin,
      'an http(s) origin like https://h5.example.com',
      undefined,
    ),
    trustProxy: read('TRUST_PROXY', flag, '0 or 1', false),
    tokenIdleMs: positive('TOKEN_IDLE_DAYS', DEFAULT_TOKEN_IDLE_DAYS) * DAY_MS,
    securityHoldMs:
      read(
        'SECURITY_HOLD_HOURS',
        number.pipe(z.number().min(0)),
        'a number of hours, 0 or more',
        DEFAULT_SECURITY_HOLD_HOURS,
      ) * HOUR_MS,
    attemptLimits: {
      accountMax,
      accountWideMax: positiveWhole('AUTH_MAX_FAILURES_PER_ACCOUNT', accountMax * ACCOUNT_WIDE_FACTOR),
      addressMax: positiveWhole('AUTH_MAX_FAILURES_PER_ADDRESS', DEFAULT_ATTEMPT_LIMITS.addressMax),
      lockMs: positive('AUTH_LOCK_SECONDS', DEFAULT_ATTEMPT_LIMITS.lockMs / 1000) * 1000,
    },
    successLimits: {
      windows: {
        register: [
          quota('register', HOUR_MS, 'LIMIT_REGISTER_PER_HOUR'),
          quota('register', DAY_MS, 'LIMIT_REGISTER_PER_DAY'),
        ],
        addMember: [
          quota('addMember', HOUR_MS, 'LIMIT_ADD_MEMBER_PER_HOUR'),
          quota('addMember', DAY_MS, 'LIMIT_ADD_MEMBER_PER_DAY'),
        ],
        feedback: [quota('feedback', HOUR_MS, 'LIMIT_FEEDBACK_PER_HOUR')],
        uploads: [quota('uploads', HOUR_MS, 'LIMIT_UPLOADS_PER_HOUR')],
        uploadBytes: [quota('uploadBytes', HOUR_MS, 'LIMIT_UPLOAD_MB_PER_HOUR', MB)],
      },
    },
    // Above 1 means every request; 0 (the default) or no kinds is off.
    faults:
      faultRate > 0 && faultKinds.length > 0 ? { rate: Math.min(1, faultRate), kinds: faultKinds } : null,
    staticDir: read('STATIC_DIR', z.string(), 'a folder path', undefined),
    staticLegacyScripts:
      read('STATIC_LEGACY_SCRIPTS', flag, '0 or 1', false) ||
      read('STATIC_ALLOW_EVAL', flag, '0 or 1', false),
  };
  if (config.trustProxy && !config.publicOrigin)
    problems.push(
      'TRUST_PROXY=1 needs PUBLIC_ORIGIN (the origin visitors use, like https://h5.example.com): ' +
        'otherwise the Host and whatever reaches the server directly end up in the links it hands out',
    );
  if (config.trustProxy && !isLoopback(config.host) && !read('PRIVATE_NETWORK', flag, '0 or 1', false))
    problems.push(
      `TRUST_PROXY=1 with HOST=${config.host}: anyone who reaches the port sets their own ` +
        'X-Forwarded-For. Bind HOST=127.0.0.1 behind a proxy on this machine, or set PRIVATE_NETWORK=1 ' +
        'when only your proxy can reach this address',
    );
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return config;
}
