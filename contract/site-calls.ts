import { z } from 'zod/mini';
import { defineCall, empty } from './define';
import { integer, numeric, pageRequest, paginator } from './envelope';
import { urlAnswerSchema } from './entities';

/** `pic` and `src` carry the same image URL (the family's clients read either). */
export const bannerSchema = z.object({
  src: z.string(),
  pic: z.nullish(z.string()),
  url: z.nullish(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const noticeItemSchema = z.object({
  title: z.string(),
  content: z.nullish(z.string()),
  created_at: z.string(),
});

/** One VIP level; `uservip` answers them in order VIP1..VIP10 (index 0 = VIP1). */
export const vipLevelSchema = z.object({
  vipname: z.nullish(z.string()),
  recharge: numeric,
  flow: z.nullish(numeric),
  realperson: z.nullish(numeric),
  sport: z.nullish(numeric),
  e_sport: z.nullish(numeric),
  joker: z.nullish(numeric),
  electron: z.nullish(numeric),
  lottery: z.nullish(numeric),
  fish: z.nullish(numeric),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const articleSchema = z.object({ name: z.string(), content: z.nullish(z.string()) });

/**
 * The site's content beyond the start-up: banners, notices, the service and agent-login URLs,
 * articles and the VIP levels, read by the home, sponsor, message, service, help and VIP screens.
 */
export const siteCalls = {
  bannerList: defineCall({
    method: 'POST',
    path: 'bannerList',
    member: false,
    request: () => z.object({ type: integer }),
    data: () => z.array(bannerSchema),
  }),
  homenotice: defineCall({
    method: 'POST',
    path: 'homenotice',
    member: false,
    request: () => empty,
    data: () => z.array(z.string()),
  }),
  noticeList: defineCall({
    method: 'POST',
    path: 'noticeList',
    member: true,
    request: () => z.object({ ...pageRequest }),
    data: () => paginator(noticeItemSchema),
  }),
  getservicerurl: defineCall({
    method: 'POST',
    path: 'getservicerurl',
    member: false,
    request: () => empty,
    data: () => urlAnswerSchema,
  }),
  getAgentLoginUrl: defineCall({
    method: 'GET',
    path: 'getAgentLoginUrl',
    member: false,
    request: () => empty,
    data: () => urlAnswerSchema,
  }),
  article: defineCall({
    method: 'POST',
    path: 'article',
    member: false,
    request: () => z.object({ type: integer.check(z.minimum(1), z.maximum(99)) }),
    data: () => articleSchema,
  }),
  uservip: defineCall({
    method: 'POST',
    path: 'uservip',
    member: false,
    request: () => empty,
    data: () => z.array(vipLevelSchema),
  }),
} as const;
