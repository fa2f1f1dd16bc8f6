import { z } from 'zod/mini';
import { defineCall, empty, noData } from './define';
import { integer, pageRequest, paginator } from './envelope';

export const activityTypeSchema = z.object({ id: integer, name: z.string() });
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const activitySchema = z.object({
  id: integer,
  banner: z.nullish(z.string()),
  title: z.string(),
  content: z.nullish(z.string()),
  memo: z.nullish(z.string()),
  type: z.nullish(integer),
});

export const activityApplySchema = z.object({
  activity_name: z.string(),
  created_at: z.string(),
  state: integer,
});
export type ActivityApply = z.infer<typeof activityApplySchema>;

const id = integer.check(z.minimum(1));

/** The promotions (优惠活动): their kinds, list and detail, signing up and the member's sign-ups. */
export const promotionCalls = {
  activitytype: defineCall({
    method: 'POST',
    path: 'activitytype',
    member: false,
    request: () => empty,
    data: () => z.array(activityTypeSchema),
  }),
  activitylist: defineCall({
    method: 'POST',
    path: 'activitylist',
    member: false,
    request: () =>
      z.object({ type: z.optional(integer), ...pageRequest, page: z.optional(pageRequest.page) }),
    data: () => z.object({ data: z.array(activitySchema) }),
  }),
  activitydeatil: defineCall({
    method: 'POST',
    path: 'activitydeatil',
    member: false,
    request: () => z.object({ id }),
    data: () => activitySchema,
  }),
  doactivityapply: defineCall({
    method: 'POST',
    path: 'doactivityapply',
    member: true,
    request: () => z.object({ activityid: id }),
    data: () => noData,
  }),
  activityapplylog: defineCall({
    method: 'POST',
    path: 'activityapplylog',
    member: true,
    request: () => z.object({ ...pageRequest }),
    data: () => paginator(activityApplySchema),
  }),
} as const;
