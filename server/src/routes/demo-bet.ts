import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { Code, numeric } from '../../../contract/envelope';
import { gameCategories } from '../../../contract/entities';
import { gameCategoryNames } from '../../../contract/game-category-names';
import { requestMember, type RouteDeps } from '../http/define-route';
import { envelope, MESSAGES } from '../http/envelope';
import { formatCents, yuanToCents } from '../../../contract/money';
import { maintenanceAnswer, siteClosed } from '../http/maintenance';
import { placeDemoBet } from '../repositories/bets';
import { launchNames } from '../repositories/content';

const betRequest = z.strictObject({
  plat: z.string().trim().min(1).max(50),
  code: z.string().max(50).optional(),
  amount: numeric,
});

export const DEMO_BET_MIN_CENTS = 1_00;
export const DEMO_BET_MAX_CENTS = 100_000_00;

/**
 * The demo game page's endpoints (outside the contract: real venues run their own games), both with
 * the member's Bearer token. `POST /demo-api/bet {plat, code?, amount}` bets from that venue
 * wallet, settles at once with a random result and accrues the rebate. `GET /demo-api/names?plat=&code=`
 * answers the Chinese names of the launch (venue, category, lobby game) for the page's title: a
 * member reads names, not launch codes. createApp mounts it at /demo-api behind the same guards as
 * /api (token lookup, body limit, headers).
 */
export function demoBetRoutes(deps: Pick<RouteDeps, 'db' | 'tokenIdleMs'>): Hono {
  const routes = new Hono();
  // The app frames the game page at an opaque origin (no allow-same-origin): its requests say
  // `Origin: null`. The bet needs the member's bearer token, never a cookie.
  routes.use(
    '*',
    cors({
      origin: (origin) => (origin === 'null' ? origin : null),
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['Authorization', 'Content-Type'],
    }),
  );
  routes.get('/names', (c) => {
    if (!requestMember(deps, c)) return envelope(c, Code.unauthorized, MESSAGES.unauthorized);
    const plat = (c.req.query('plat') ?? '').trim().slice(0, 50);
    const code = (c.req.query('code') ?? '').trim().slice(0, 50) || null;
    const names = launchNames(deps.db, plat, code);
    const category = gameCategories.find((k) => k === names.category);
    return envelope(c, Code.ok, MESSAGES.ok, {
      ...names,
      category: category ? gameCategoryNames[category] : null,
    });
  });
  routes.post('/bet', async (c) => {
    if (siteClosed(deps.db)) return maintenanceAnswer(c, deps.db);
    const user = requestMember(deps, c);
    if (!user) return envelope(c, Code.unauthorized, MESSAGES.unauthorized);

    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return envelope(c, Code.invalidRequest, MESSAGES.badJson);
    }
    const parsed = betRequest.safeParse(body);
    if (!parsed.success) return envelope(c, Code.invalidRequest, MESSAGES.badRequest);
    const stake = yuanToCents(parsed.data.amount);
    if (stake === null || stake < DEMO_BET_MIN_CENTS || stake > DEMO_BET_MAX_CENTS) {
      return envelope(c, Code.fail, '投注金额需在1-100000元之间');
    }
    const outcome = placeDemoBet(deps.db, user.id, parsed.data.plat, parsed.data.code?.trim() || null, stake);
    if (!outcome.ok) {
      return outcome.reason === 'venue'
        ? envelope(c, Code.fail, '游戏平台不存在')
        : envelope(c, Code.insufficientBalance, '场馆钱包余额不足，请先转入');
    }
    return envelope(c, Code.ok, outcome.win_loss_cents > 0 ? '恭喜中奖！' : '未中奖，再接再厉', {
      bet_id: outcome.bet_id,
      bet_amount: formatCents(stake),
      win_loss: formatCents(outcome.win_loss_cents),
      rebate: formatCents(outcome.rebate_cents),
      balance: formatCents(outcome.balance_cents),
    });
  });
  return routes;
}
