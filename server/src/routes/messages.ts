import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { pageMessages } from '../repositories/messages';

/** Inbox (站内信): global messages plus the member's own, paged. */
export function registerMessageRoutes(api: Hono, deps: RouteDeps) {
  defineRoute(api, deps, calls.noticeList, ({ input, user }) => ({
    data: pageMessages(deps.db, user.id, input.page, input.pagesize),
  }));
}
