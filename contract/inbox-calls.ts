import { z } from 'zod/mini';
import { defineCall, noData } from './define';
import { integer, pageRequest, paginator } from './envelope';
import { FEEDBACK_MAX } from './feedback-rules';
import { mailDetailSchema, mailRowSchema, orderDetailSchema, suggestionSchema } from './inbox-entities';

/** The family sends `size` for a page's length; `pagesize` elsewhere: either is taken. */
const page = { ...pageRequest, size: z.optional(integer.check(z.minimum(1), z.maximum(100))) };

/**
 * What tells a member what happened to them: the 站内信 (mail), 意见反馈 (suggestion) and one
 * order's detail. A module of their own so the landing routes' chunks do not carry them; only the
 * member screens that use them do.
 */
export const inboxCalls = {
  mail: defineCall({
    method: 'POST',
    path: 'mail',
    member: true,
    request: () => z.object({ ...page }),
    // `unread`: how many of the member's mails are unread, on any page (our server's; optional, as
    // the family's back ends send none).
    data: () => paginator(mailRowSchema, { unread: z.optional(integer) }),
  }),
  mailReadAll: defineCall({
    method: 'POST',
    path: 'mail_read_all',
    member: true,
    request: () => z.object({}),
    data: () => noData,
  }),
  mailDetail: defineCall({
    method: 'GET',
    path: 'mail_detail/:id',
    member: true,
    request: () => z.object({ id: integer.check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) }),
    data: () => mailDetailSchema,
  }),
  suggestion: defineCall({
    method: 'POST',
    path: 'suggestion',
    member: true,
    // Lengths and kinds are judged by the form's rules (feedback-rules.ts), in the form's words.
    request: () =>
      z.object({
        type: z.nullish(integer),
        content: z.string().check(z.maxLength(FEEDBACK_MAX * 4)),
        img: z.nullish(z.string().check(z.maxLength(200))),
      }),
    data: () => noData,
  }),
  suggestionList: defineCall({
    method: 'POST',
    path: 'suggestionlist',
    member: true,
    request: () => z.object({ ...page }),
    data: () => paginator(suggestionSchema),
  }),
  orderDetail: defineCall({
    method: 'POST',
    path: 'orderdetail',
    member: true,
    request: () => z.object({ out_trade_no: z.string().check(z.minLength(1), z.maxLength(64)) }),
    data: () => orderDetailSchema,
  }),
} as const;
