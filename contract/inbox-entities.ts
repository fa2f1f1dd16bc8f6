import { z } from 'zod/mini';
import { integer, numeric } from './envelope';

/** One row of the member's 站内信 list (POST /api/mail); `id` opens its detail. */
export const mailRowSchema = z.object({
  id: integer,
  message_id: integer,
  type: z.nullish(integer),
  title: z.string(),
  content: z.nullish(z.string()),
  created_at: z.string(),
  /**
   * Whether this member has opened it, kept by the server (the family's later contract: a boolean
   * or 0/1). Absent from back ends that keep no read state; the client then keeps its own marks.
   */
  is_read: z.optional(z.nullable(z.union([z.boolean(), integer]))),
});
export type MailRow = z.infer<typeof mailRowSchema>;

/** One Messages row (GET /api/mail_detail/:id); `content` is server HTML. */
export const mailDetailSchema = z.object({
  id: integer,
  user_id: z.nullish(integer),
  type: z.nullish(integer),
  title: z.string(),
  content: z.nullish(z.string()),
  created_at: z.string(),
  updated_at: z.nullish(z.string()),
});

/** One of the member's 意见反馈 with the operator's reply once there is one. */
export const suggestionSchema = z.object({
  id: integer,
  type: integer,
  content: z.string(),
  img: z.nullish(z.string()),
  reply: z.nullish(z.string()),
  replied_at: z.nullish(z.string()),
  created_at: z.string(),
});

/**
 * One deposit, withdrawal or transfer of the member (POST /api/orderdetail): what the record row
 * shows, plus the receiving or paying account, when it was reviewed and why it was refused.
 */
export const orderDetailSchema = z.object({
  out_trade_no: z.string(),
  /** 1 deposit, 2 withdrawal, 3 transfer in, 4 transfer out (the record's types). */
  type: integer,
  amount: numeric,
  pay_way: z.nullish(z.string()),
  /** The bank (or USDT) of the account below. */
  bank: z.nullish(z.string()),
  /** The member's card number or address the money came from or went to; the screen masks it. */
  account: z.nullish(z.string()),
  state: integer,
  created_at: z.string(),
  reviewed_at: z.nullish(z.string()),
  reason: z.nullish(z.string()),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
