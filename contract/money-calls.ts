import { z } from 'zod/mini';
import { TURNOVER_CREDIT_KINDS } from './money-limits';
import { defineCall, empty, noData } from './define';
import { amountInput, flag, integer, numeric, text } from './envelope';

export const payWaySchema = z.object({
  card: flag,
  usdt: flag,
  wechat: flag,
  alipay: flag,
  rengong: z.optional(flag),
});
export type PayWay = z.infer<typeof payWaySchema>;

export const payRangeSchema = z.object({ min_price: numeric, max_price: numeric });

export const receivingAccountSchema = z.object({
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.nullish(z.string()),
  bank_data: z.nullish(z.object({ bank_name: z.string() })),
});

/**
 * Pay info of a deposit order. `channel` is bankpay | wxpay | alipay | usdtpay; `cardlist` is the
 * receiving account or wallet for every pay type: `mch_id` the account number, wallet account or
 * USDT address, `content` the bank and holder or the USDT protocol, `payimg` a QR image URL.
 */
export const payInfoSchema = z.object({
  deposit_no: z.string(),
  channel: z.nullish(z.string()),
  info: z.object({
    amount: numeric,
    created_at: z.string(),
    paytype: z.string(),
    /** The reference server's extras (other back ends may omit them): 1 待审核, 2 审核通过, 3 审核拒绝… */
    state: z.optional(integer),
    /** …and the rate a USDT order was made at. */
    usdtrate: z.nullish(numeric),
  }),
  cardlist: z.nullish(
    z.object({ mch_id: z.string(), content: z.nullish(z.string()), payimg: z.nullish(z.string()) }),
  ),
});

/**
 * Why turnover is owed (our own field beside getBetAmount's `bet_amount`; the family's clients ignore
 * it, and its other back ends do not send it): the credits since the requirement was last met, each
 * with the turnover it added, and what settled bets have paid of them so far.
 */
export const turnoverDetailSchema = z.object({
  multiple: numeric,
  done: numeric,
  credits: z.array(
    z.object({
      kind: z.enum(TURNOVER_CREDIT_KINDS),
      amount: numeric,
      required: numeric,
      created_at: z.string(),
    }),
  ),
});
export type TurnoverDetail = z.infer<typeof turnoverDetailSchema>;

const id = integer.check(z.minimum(1));

/** Moving money: a deposit and its pay info, a withdrawal and the turnover it waits on, a transfer between wallets. */
export const moneyCalls = {
  getPayWay: defineCall({
    method: 'GET',
    path: 'get_pay_way',
    member: false,
    request: () => empty,
    data: () => payWaySchema,
  }),
  getPayRange: defineCall({
    method: 'POST',
    path: 'getPayRange',
    member: false,
    request: () => z.object({ type: z.enum(['bank', 'wechat', 'alipay', 'usdt-erc20', 'usdt-trc20']) }),
    data: () => payRangeSchema,
  }),
  recharge: defineCall({
    method: 'POST',
    path: 'recharge',
    member: true,
    request: () =>
      z.object({
        paytype: z.enum(['bank', 'usdt', 'wxpay', 'alipay']),
        amount: amountInput,
        bank: z.optional(text(50)),
        bank_address: z.optional(text(100)),
        bank_no: z.optional(text(50)),
        bank_owner: z.optional(text(50)),
        catepay: z.optional(z.enum(['TRC20', 'ERC20'])),
      }),
    data: () => noData,
  }),
  getpaybank: defineCall({
    method: 'POST',
    path: 'getpaybank',
    member: true,
    request: () => empty,
    data: () => z.array(receivingAccountSchema),
  }),
  payinfo: defineCall({
    method: 'POST',
    path: 'payinfo',
    member: true,
    request: () => z.object({ deposit_no: text(64) }),
    data: () => payInfoSchema,
  }),
  getBetAmount: defineCall({
    method: 'POST',
    path: 'getBetAmount',
    member: true,
    request: () => empty,
    // `withdraw_hold_until` (ours, optional: the family's other back ends send none): Beijing time until
    // which withdrawals are held after a password change; null or absent when they are not.
    data: () =>
      z.object({
        bet_amount: numeric,
        turnover: z.optional(turnoverDetailSchema),
        withdraw_hold_until: z.optional(z.nullable(z.string())),
      }),
  }),
  withdraw: defineCall({
    method: 'POST',
    path: 'withdraw',
    member: true,
    request: () => z.object({ amount: amountInput, bank: id, password: text(64) }),
    data: () => noData,
  }),
  transfer: defineCall({
    method: 'POST',
    path: 'transfer',
    member: true,
    request: () => z.object({ amount: amountInput, sourcetype: text(50), targettype: text(50) }),
    data: () => noData,
  }),
  transall: defineCall({
    method: 'POST',
    path: 'transall',
    member: true,
    request: () => empty,
    data: () => noData,
  }),
  uptransferstatus: defineCall({
    method: 'POST',
    path: 'uptransferstatus',
    member: true,
    request: () =>
      z.object({ transferstatus: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]) }),
    data: () => noData,
  }),
} as const;
