import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { Code } from '../../../contract/envelope';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import {
  applyActivity,
  findActivity,
  listActivityTypes,
  pageActivities,
  pageApplications,
} from '../repositories/promotions';

export const PROMOTION_MESSAGES = {
  notFound: '活动不存在',
  applied: '报名成功，请等待审核',
  already: '您已报名该活动',
} as const;

/** The promotions list is not paged by the client: one page holds every promotion unless asked. */
const LIST_PAGE_SIZE = 50;

export function registerPromotionRoutes(api: Hono, deps: RouteDeps) {
  const { db } = deps;

  defineRoute(api, deps, calls.activitytype, () => ({ data: listActivityTypes(db) }));

  defineRoute(api, deps, calls.activitylist, ({ input }) => ({
    data: pageActivities(db, input.type || undefined, input.page ?? 1, input.pagesize ?? LIST_PAGE_SIZE),
  }));

  defineRoute(api, deps, calls.activitydeatil, ({ input }) => {
    const activity = findActivity(db, input.id);
    return activity ? { data: activity } : fail(PROMOTION_MESSAGES.notFound, Code.noData);
  });

  defineRoute(api, deps, calls.doactivityapply, ({ input, user }) => {
    if (!findActivity(db, input.activityid)) fail(PROMOTION_MESSAGES.notFound, Code.noData);
    if (!applyActivity(db, user.id, input.activityid))
      fail(PROMOTION_MESSAGES.already, Code.alreadyProcessed);
    return { message: PROMOTION_MESSAGES.applied };
  });

  defineRoute(api, deps, calls.activityapplylog, ({ input, user }) => ({
    data: pageApplications(db, user.id, input.page, input.pagesize),
  }));
}
