import { z } from 'zod/mini';
import { defineCall, empty, noData } from './define';
import { integer, numeric, pageRequest, paginator } from './envelope';

export const betRecordSchema = z.object({
  bet_id: z.union([z.string(), z.number()]),
  bet_amount: numeric,
  win_loss: numeric,
  Code: z.nullish(z.string()),
  status: integer,
  created_at: z.string(),
  /** The venue (the reference server answers both; the family's servers may not). */
  platname: z.nullish(z.string()),
  name: z.nullish(z.string()),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const transRecordSchema = z.object({
  out_trade_no: z.nullish(z.string()),
  amount: numeric,
  pay_way: z.nullish(z.string()),
  state: integer,
  created_at: z.string(),
});
export type TransRecord = z.infer<typeof transRecordSchema>;

export const rebateRowSchema = z.object({
  gamename: z.string(),
  money: numeric,
  created_at: z.string(),
  updated_at: z.nullish(z.string()),
  state: integer,
});
export type RebateRow = z.infer<typeof rebateRowSchema>;

/** Record filters: date 1-4 and a venue (`api_type`, empty = every venue). */
const date = integer.check(z.minimum(1), z.maximum(4));
const apiType = z.optional(z.string().check(z.maxLength(50)));

/** The member's records (bets, deposits and withdrawals, transfers) and the rebate (返水) to claim. */
export const recordCalls = {
  betrecord: defineCall({
    method: 'POST',
    path: 'betrecord',
    member: true,
    request: () => z.object({ date, ...pageRequest, api_type: apiType }),
    // Totals of every bet the filters match (not only this page): fields the family's clients ignore.
    data: () =>
      paginator(betRecordSchema, {
        total_bet: z.optional(numeric),
        total_valid_bet: z.optional(numeric),
        total_win_loss: z.optional(numeric),
      }),
  }),
  gettransrecord: defineCall({
    method: 'POST',
    path: 'gettransrecord',
    member: true,
    request: () =>
      z.object({ date, type: integer.check(z.minimum(1), z.maximum(4)), ...pageRequest, api_type: apiType }),
    // Approved deposits and paid withdrawals of the period, whatever type is listed: extra fields.
    data: () =>
      paginator(transRecordSchema, {
        total_deposit: z.optional(numeric),
        total_withdraw: z.optional(numeric),
      }),
  }),
  getfanshui: defineCall({
    method: 'POST',
    path: 'getfanshui',
    member: true,
    request: () => z.object({ date, ...pageRequest, api_type: apiType, type: z.optional(integer) }),
    data: () => z.object({ list: paginator(rebateRowSchema), jisuan: numeric, nojisuan: numeric }),
  }),
  dofanshui: defineCall({
    method: 'POST',
    path: 'dofanshui',
    member: true,
    request: () => empty,
    data: () => noData,
  }),
} as const;
