import { z } from 'zod/mini';
import { defineCall, empty } from './define';
import { integer, numeric, pageRequest, paginator } from './envelope';

/**
 * One red-packet rule (the family's meaning): a cumulative deposit from `day_flow` to `flow_money`
 * (yuan) within start_time..end_time earns `recharge` draws. Bands never overlap.
 */
export const redPacketRuleSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
  /** Lower end of the cumulative-deposit band (yuan). */
  day_flow: z.nullish(numeric),
  /** Upper end of the cumulative-deposit band (yuan). */
  flow_money: z.nullish(numeric),
  /** Number of draws the band earns. */
  recharge: numeric,
});
export type RedPacketRule = z.infer<typeof redPacketRuleSchema>;

export const redPacketInfoSchema = z.object({
  sendnums: integer,
  acquirednum: integer,
  max_times: integer,
  rules: z.array(redPacketRuleSchema),
  /**
   * The draw window now or next (Beijing time, `YYYY-MM-DD HH:MM:SS`) and whether draws are open
   * now. Our server's addition, absent from the family's: the page can say when draws open before
   * a tap meets 活动尚未开始.
   */
  window_from: z.nullish(z.string()),
  window_to: z.nullish(z.string()),
  window_open: z.nullish(z.boolean()),
});

export const redPacketRecordSchema = z.object({
  money: numeric,
  redpacketmoney: numeric,
  created_at: z.string(),
  usetime: z.nullish(z.string()),
});

/** The red packet (红包): its rules and draws left, a draw, and the member's packets (the 红包 and 福利 screens). */
export const redPacketCalls = {
  userredpacket: defineCall({
    method: 'GET',
    path: 'userredpacket',
    member: true,
    request: () => empty,
    data: () => redPacketInfoSchema,
  }),
  douserredpacket: defineCall({
    method: 'POST',
    path: 'douserredpacket',
    member: true,
    request: () => empty,
    data: () => z.object({ redpacketmoney: numeric }),
  }),
  redpacket: defineCall({
    method: 'POST',
    path: 'redpacket',
    member: true,
    request: () => z.object({ ...pageRequest }),
    data: () => paginator(redPacketRecordSchema),
  }),
} as const;
