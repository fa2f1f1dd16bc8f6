import { z } from 'zod';

/** Business codes of the API family (SUPPLEMENT.md, transport). */
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
  alreadyProcessed: 409,
  invalidRequest: 422,
  serverError: 500,
} as const;

/** Every answer: `{code, message, data}`; code 200 is success. */
export const envelopeSchema = z.object({
  code: z.coerce.number().int(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** A number that some back ends of the family send as a string ("12.50"). */
export const numeric = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);
export type Numeric = z.infer<typeof numeric>;

/** 0/1 style flags, sent as number or numeric string. */
export const flag = z.coerce.number().int();

/** Page request fields shared by every paged call. */
export const pageRequest = {
  page: z.coerce.number().int().min(1).max(100000),
  pagesize: z.coerce.number().int().min(1).max(100).optional(),
};

/** Laravel-style paginator in `data`. */
export const paginator = <T extends z.ZodType>(item: T) =>
  z.object({
    current_page: z.coerce.number().int(),
    data: z.array(item),
    last_page: z.coerce.number().int(),
    per_page: z.coerce.number().int(),
    total: z.coerce.number().int(),
    from: z.coerce.number().int().nullable(),
    to: z.coerce.number().int().nullable(),
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
