import type { Context, Hono } from 'hono';
import type { z } from 'zod/mini';
import { Code } from '../../../contract/envelope';
import { aliasCall, allCalls, callAliases } from '../../../contract/all-calls';
import type { CallAnswer, CallDef } from '../../../contract/define';
import type { Db } from '../db/database';
import { findUserByToken, type UserRow } from '../repositories/users';
import type { AttemptLimiter } from './attempt-limit';
import type { SuccessQuotas } from './success-quota';
import { BusinessError } from './business-error';
import { envelope, MESSAGES } from './envelope';
import { maintenanceAnswer, siteClosed } from './maintenance';
import { answersInMaintenance } from '../../../contract/maintenance';

export interface RouteDeps {
  db: Db;
  /** Folder where uploaded avatars are written (served at /uploads). */
  uploadDir: string;
  /** Failed-attempt limits on login, register and every payment-password check. */
  attempts: AttemptLimiter;
  /** Limits on records made: registrations, downlines, feedback, uploads (success-quota.ts). */
  quotas: SuccessQuotas;
  /** A token unused for this long is expired (TOKEN_IDLE_DAYS, default 7 days). */
  tokenIdleMs: number;
  /** Withdrawals are held this long after a login- or payment-password change (SECURITY_HOLD_HOURS; 0 = off). */
  securityHoldMs: number;
}

export interface RouteContext<C extends CallDef> extends RouteDeps {
  input: z.output<C['request']>;
  user: C['member'] extends true ? UserRow : UserRow | null;
  token: string | null;
  c: Context;
}

export type RouteResult<C extends CallDef> = { data?: CallAnswer<C>; message?: string } | void;

export type Handler<C extends CallDef> = (ctx: RouteContext<C>) => RouteResult<C> | Promise<RouteResult<C>>;

/** The family's other spellings and methods of each call (contract/all-calls.ts `callAliases`). */
const aliasesByCall = new Map<CallDef, CallDef[]>();
for (const alias of callAliases) {
  const call: CallDef = allCalls[alias.call];
  aliasesByCall.set(call, [...(aliasesByCall.get(call) ?? []), aliasCall(alias)]);
}

/**
 * Registers one contract call (and its aliases, with the same handler): parses and validates the
 * request, checks the token, runs the handler.
 */
export function defineRoute<C extends CallDef>(api: Hono, deps: RouteDeps, call: C, handler: Handler<C>) {
  for (const variant of [call, ...(aliasesByCall.get(call) ?? [])])
    registerVariant(api, deps, call, variant, handler);
}

function registerVariant<C extends CallDef>(
  api: Hono,
  deps: RouteDeps,
  call: C,
  variant: CallDef,
  handler: Handler<C>,
) {
  const path = '/' + variant.path;
  const register = variant.method === 'GET' ? api.get.bind(api) : api.post.bind(api);
  const closable = !answersInMaintenance(call);
  register(path, async (c) => {
    if (closable && siteClosed(deps.db)) return maintenanceAnswer(c, deps.db);
    const token = bearerToken(c);
    const user = requestMember(deps, c);
    if (call.member && !user) return envelope(c, Code.unauthorized, MESSAGES.unauthorized);

    let input: unknown = {};
    if (!call.multipart) {
      const raw = await readInput(c);
      if (raw === undefined) return envelope(c, Code.invalidRequest, MESSAGES.badJson);
      const parsed = call.request.safeParse({ ...raw, ...c.req.param() });
      if (!parsed.success) return envelope(c, Code.invalidRequest, describeIssue(parsed.error));
      input = parsed.data;
    }

    try {
      const result = await handler({ ...deps, input, user, token, c } as RouteContext<C>);
      return envelope(c, Code.ok, result?.message ?? MESSAGES.ok, result?.data ?? null);
    } catch (error) {
      if (error instanceof BusinessError) return envelope(c, error.code, error.message);
      throw error;
    }
  });
}

/**
 * The member whose bearer token the request carries, or null: the one token lookup of every route
 * the server mounts, with the configured idle expiry (an expired token is deleted, never revived).
 */
export function requestMember(deps: Pick<RouteDeps, 'db' | 'tokenIdleMs'>, c: Context): UserRow | null {
  const token = bearerToken(c);
  return token ? (findUserByToken(deps.db, token, deps.tokenIdleMs) ?? null) : null;
}

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Query for GET; JSON or form body for POST. `undefined` means the body is not parseable. */
async function readInput(c: Context): Promise<Record<string, unknown> | undefined> {
  if (c.req.method === 'GET') return c.req.query();
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.badRequest;
  const field = issue.path.join('.');
  if (issue.code === 'unrecognized_keys')
    return `${MESSAGES.badRequest}：不支持的字段 ${issue.keys.join(', ')}`;
  return field ? `${MESSAGES.badRequest}：${field}` : MESSAGES.badRequest;
}
