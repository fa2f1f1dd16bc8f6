import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { formatCents } from '../../../contract/money';
import { beijingNow } from '../repositories/periods';
import { drawCycle, drawPage, drawRedPacket, listRules, redPacketStatus } from '../repositories/redpackets';
import { getSetting } from '../repositories/settings';

export const HONGBAO_MESSAGES = {
  closed: '红包已关闭',
  notStarted: '活动尚未开始，请耐心等待',
  ended: '本场活动已结束，请等待下一场活动',
  notEligible: '您还未达到领取条件，快去完成吧！',
  won: (yuan: string) => `恭喜您抢到${yuan}元`,
} as const;

/** Red packets: draws earned by the cumulative-deposit band reached within the running rules, in the daily window. */
export function registerHongbaoRoutes(api: Hono, deps: RouteDeps) {
  defineRoute(api, deps, calls.userredpacket, ({ db, user }) => {
    const status = redPacketStatus(db, user.id);
    // Null when draws follow the rules' dates alone (no daily window): nothing to announce.
    const cycle = drawCycle(db, beijingNow());
    return {
      data: {
        ...(cycle
          ? { window_from: cycle.windowFrom, window_to: cycle.windowTo, window_open: cycle.phase === 'open' }
          : {}),
        sendnums: status.remaining,
        acquirednum: status.taken,
        max_times: status.maxTimes,
        // The family's meaning: day_flow–flow_money is the cumulative-deposit band, recharge the draws.
        rules: listRules(db).map((rule) => ({
          start_time: rule.start_time,
          end_time: rule.end_time,
          day_flow: formatCents(rule.recharge_cents),
          flow_money: rule.deposit_to_cents === null ? null : formatCents(rule.deposit_to_cents),
          recharge: rule.times,
        })),
      },
    };
  });

  defineRoute(api, deps, calls.douserredpacket, ({ db, user }) => {
    if (getSetting(db, 'redpacket_switch') === '0') fail(HONGBAO_MESSAGES.closed);
    const now = beijingNow(); // one instant for the window check and the draw
    const window = drawCycle(db, now)?.phase ?? 'open';
    if (window === 'not_started') fail(HONGBAO_MESSAGES.notStarted);
    if (window === 'ended') fail(HONGBAO_MESSAGES.ended);
    const outcome = drawRedPacket(db, user.id, undefined, now);
    if (!outcome.ok) {
      if (outcome.status.phase === 'not_started') fail(HONGBAO_MESSAGES.notStarted);
      if (outcome.status.phase === 'ended') fail(HONGBAO_MESSAGES.ended);
      return fail(HONGBAO_MESSAGES.notEligible);
    }
    const yuan = formatCents(outcome.amountCents);
    return { data: { redpacketmoney: yuan }, message: HONGBAO_MESSAGES.won(yuan) };
  });

  defineRoute(api, deps, calls.redpacket, ({ db, user, input }) => ({
    data: drawPage(db, user.id, input, (row) => ({
      money: formatCents(row.deposit_cents),
      redpacketmoney: formatCents(row.amount_cents),
      created_at: row.created_at,
      usetime: row.usetime,
    })),
  }));
}
