import type { Hono } from 'hono';
import { Code } from '../../../contract/envelope';
import { feedbackMessages, feedbackRules } from '../../../contract/feedback-rules';
import { inboxCalls as calls } from '../../../contract/inbox-calls';
import { orderMissingMessage } from '../../../contract/money-limits';
import { firstFailure } from '../../../contract/rule';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { formatCents } from '../../../contract/money';
import { findMailFor, markAllMailRead, markMailRead, pageMail } from '../repositories/mail';
import { findOwnOrder } from '../repositories/order-detail';
import { createSuggestion, pageSuggestions } from '../repositories/suggestions';
import { payWayLabel } from './records';

export const INBOX_MESSAGES = {
  noMail: '站内信不存在',
  noOrder: orderMissingMessage,
} as const;

/**
 * 站内信, 意见反馈 and one order's detail. Whatever id or number is asked for, a member only ever
 * reads their own (or a message to every member): anyone else's answers as if it did not exist.
 */
export function registerInboxRoutes(api: Hono, deps: RouteDeps) {
  const { db } = deps;

  defineRoute(api, deps, calls.mail, ({ input, user }) => ({
    data: pageMail(db, user.id, input.page, input.pagesize ?? input.size),
  }));

  defineRoute(api, deps, calls.mailDetail, ({ input, user }) => {
    const row = findMailFor(db, user.id, input.id);
    if (!row) return fail(INBOX_MESSAGES.noMail, Code.noData);
    // Opening a mail reads it, for this member on every device (a mail to everyone stays unread
    // for the others).
    markMailRead(db, user.id, row.id);
    return { data: { ...row, updated_at: row.created_at } };
  });

  defineRoute(api, deps, calls.mailReadAll, ({ user }) => {
    markAllMailRead(db, user.id);
  });

  // Feedback a member sends is limited per hour (a flood would bury the real ones in the list).
  defineRoute(api, deps, calls.suggestion, ({ input, user }) =>
    deps.quotas.guard('feedback', user.id, () => {
      const form = { type: input.type ?? null, content: input.content, img: input.img ?? undefined };
      const problem = firstFailure(feedbackRules, form);
      if (problem) fail(problem);
      createSuggestion(db, user.id, form.type!, form.content.trim(), form.img || null);
      return { message: feedbackMessages.sent };
    }),
  );

  defineRoute(api, deps, calls.suggestionList, ({ input, user }) => ({
    data: pageSuggestions(db, user.id, { page: input.page, pagesize: input.pagesize ?? input.size }),
  }));

  defineRoute(api, deps, calls.orderDetail, ({ input, user }) => {
    const row = findOwnOrder(db, user.id, input.out_trade_no.trim());
    if (!row) return fail(INBOX_MESSAGES.noOrder, Code.noData);
    return {
      data: {
        out_trade_no: row.out_trade_no,
        type: row.type,
        amount: formatCents(row.amount_cents),
        pay_way: payWayLabel(row, row.type),
        bank: row.bank,
        account: row.account,
        state: row.state,
        created_at: row.created_at,
        reviewed_at: row.reviewed_at,
        reason: row.reason,
      },
    };
  });
}
