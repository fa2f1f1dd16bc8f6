import { z } from 'zod/mini';

/** Business codes of the API family (docs/api.md, transport). */
export const Code = {
  ok: 200,
  fail: 1,
  noData: 202,
  wrongPassword: 205,
  cardLimit: 207,
  aboveBalance: 208,
  transferFailed: 209,
  insufficientBalance: 210,
  belowMinimum: 214,
  aboveMaximum: 215,
  dailyLimit: 216,
  payPasswordNotSet: 251,
  unauthorized: 401,
  /** Too many failed password attempts: wait (the message names how long). */
  tooManyAttempts: 429,
  alreadyProcessed: 409,
  invalidRequest: 422,
  serverError: 500,
} as const;

/** An integer that back ends of the family may send as a numeric string. */
export const integer = z.coerce.number().check(z.int());

/** Every answer: `{code, message, data}`; code 200 is success. */
export const envelopeSchema = z.object({
  code: integer,
  message: z.nullish(z.string()),
  data: z.optional(z.unknown()),
});

/** A number that some back ends of the family send as a string ("12.50"). */
export const numeric = z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]);

/** A text field of a request, at most `max` characters long. */
export const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * An amount a money form sends (recharge, withdraw, transfer, agent recharge): any short text, so the form's
 * own rules judge it on the server too and answer in the form's words ("" → 请输入操作金额！).
 */
export const amountInput = z.union([z.number(), z.string().check(z.maxLength(50))]);

/**
 * 0/1 style flags, sent as number or numeric string.
 * @alias integer, named for what the field means
 */
export const flag = integer;

/** Page request fields shared by every paged call. */
export const pageRequest = {
  page: integer.check(z.minimum(1), z.maximum(100000)),
  pagesize: z.optional(integer.check(z.minimum(1), z.maximum(100))),
};

/**
 * Laravel-style paginator in `data`. `extra`: fields our server adds beside the family's (a
 * period's totals), which the family's clients ignore; declared so the client keeps them.
 */
export const paginator = <
  T extends z.ZodMiniType,
  E extends Record<string, z.ZodMiniType> = Record<never, never>,
>(
  item: T,
  extra?: E,
) =>
  z.object({
    current_page: integer,
    data: z.array(item),
    last_page: integer,
    per_page: integer,
    total: integer,
    from: z.nullable(integer),
    to: z.nullable(integer),
    ...(extra as E),
  });
export type Paginator<T> = {
  current_page: number;
  data: T[];
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
};
