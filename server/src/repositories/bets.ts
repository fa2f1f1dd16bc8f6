import { promoteIfQualified } from './vip';
import { effectiveFanshuiBp } from './agent-actions';
import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { eventMail, sendEventMail } from './mail';
import { paginateRows, type PageRequest } from './page-rows';
import { beijingNow, type Period } from './periods';
import { prepared } from './statements';
import { creditWallet } from './ledger';
import { changeVenue, findVenue, orderNumber } from './wallets';

export interface BetRow {
  bet_id: string;
  platname: string;
  name: string;
  game_code: string | null;
  bet_amount_cents: number;
  win_loss_cents: number;
  status: number;
  created_at: string;
}

export function betPage<Item>(
  db: Db,
  userId: number,
  filter: { period: Period; platname?: string | undefined },
  page: PageRequest,
  map: (row: BetRow) => Item,
) {
  const params: unknown[] = [userId, filter.period.from, filter.period.to];
  let where = 'WHERE b.user_id = ? AND b.created_at >= ? AND b.created_at < ?';
  if (filter.platname) {
    where += ' AND b.platname = ?';
    params.push(filter.platname);
  }
  return paginateRows(
    db,
    {
      columns:
        'b.bet_id, b.platname, v.name, b.game_code, b.bet_amount_cents, b.win_loss_cents, b.status, b.created_at',
      source: `FROM bets b JOIN venues v ON v.platname = b.platname ${where}`,
      order: 'b.created_at DESC, b.id DESC',
      params,
    },
    page,
    map,
  );
}

/**
 * Totals of the bets the filters match: every stake but void ones (总投注), the settled stake that
 * counts as turnover (有效投注) and the settled result (总输赢), in cents.
 */
export function betTotals(
  db: Db,
  userId: number,
  filter: { period: Period; platname?: string | undefined },
): { bet: number; valid: number; winLoss: number } {
  const params: unknown[] = [userId, filter.period.from, filter.period.to];
  let where = 'user_id = ? AND created_at >= ? AND created_at < ?';
  if (filter.platname) {
    where += ' AND platname = ?';
    params.push(filter.platname);
  }
  return db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN status <> 0 THEN bet_amount_cents END), 0) AS bet,
              COALESCE(SUM(CASE WHEN status = 1 THEN bet_amount_cents END), 0) AS valid,
              COALESCE(SUM(CASE WHEN status = 1 THEN win_loss_cents END), 0) AS winLoss
         FROM bets WHERE ${where}`,
    )
    .get(...params) as { bet: number; valid: number; winLoss: number };
}

/** Rebate a settled stake earns at a venue, floored to the cent. */
export const rebateFor = (stakeCents: number, rebateBp: number) =>
  Math.floor((stakeCents * rebateBp) / 10_000);

export type DemoBetOutcome =
  | { ok: true; bet_id: string; win_loss_cents: number; rebate_cents: number; balance_cents: number }
  | { ok: false; reason: 'venue' | 'balance' };

/**
 * A demo bet from a venue wallet, settled at once: the stake leaves the wallet, the payout (stake +
 * win, between 0 and 1.94× the stake) comes back, and the stake accrues an unclaimed rebate.
 */
export function placeDemoBet(
  db: Db,
  userId: number,
  platname: string,
  gameCode: string | null,
  stakeCents: number,
  random: (min: number, max: number) => number = randomInt,
): DemoBetOutcome {
  return db
    .transaction((): DemoBetOutcome => {
      const venue = findVenue(db, platname);
      if (!venue) return { ok: false, reason: 'venue' };
      const betId = orderNumber('B');
      if (!changeVenue(db, userId, platname, -stakeCents, 'bet', betId))
        return { ok: false, reason: 'balance' };
      // Payout uniform from 0 to 1.94× the stake: 0.97× on average, a small house edge.
      const payout = Math.floor((stakeCents * random(0, 1_941)) / 1_000);
      if (payout > 0) changeVenue(db, userId, platname, payout, 'payout', betId);
      const winLoss = payout - stakeCents;
      const now = beijingNow();
      prepared(
        db,
        `INSERT INTO bets (bet_id, user_id, platname, game_code, bet_amount_cents, win_loss_cents, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
      ).run(betId, userId, platname, gameCode, stakeCents, winLoss, now);
      // The member's ceiling, and every upline's above it, caps every venue's rate.
      const rebate = rebateFor(stakeCents, Math.min(venue.rebate_bp, effectiveFanshuiBp(db, userId)));
      if (rebate > 0) {
        prepared(
          db,
          'INSERT INTO rebates (user_id, platname, gamename, bet_id, money_cents, state, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)',
        ).run(userId, platname, venue.name, betId, rebate, now);
      }
      // A settled bet is turnover: it may complete the next VIP level's requirements.
      promoteIfQualified(db, userId);
      const balance = prepared<{ balance_cents: number }>(
        db,
        'SELECT balance_cents FROM venue_wallets WHERE user_id = ? AND platname = ?',
      ).get(userId, platname)!.balance_cents;
      return {
        ok: true,
        bet_id: betId,
        win_loss_cents: winLoss,
        rebate_cents: rebate,
        balance_cents: balance,
      };
    })
    .immediate();
}

export interface RebateRow {
  gamename: string;
  platname: string;
  money_cents: number;
  state: number;
  created_at: string;
  updated_at: string | null;
}

export function rebatePage<Item>(
  db: Db,
  userId: number,
  filter: { period: Period; platname?: string | undefined },
  page: PageRequest,
  map: (row: RebateRow) => Item,
) {
  const params: unknown[] = [userId, filter.period.from, filter.period.to];
  let where = 'WHERE user_id = ? AND created_at >= ? AND created_at < ?';
  if (filter.platname) {
    where += ' AND platname = ?';
    params.push(filter.platname);
  }
  return paginateRows(
    db,
    {
      columns: 'gamename, platname, money_cents, state, created_at, updated_at',
      source: `FROM rebates ${where}`,
      order: 'created_at DESC, id DESC',
      params,
    },
    page,
    map,
  );
}

/** All-time claimed (state 1) and unclaimed (state 0) rebate totals. */
export function rebateTotals(db: Db, userId: number): { claimed: number; unclaimed: number } {
  const row = prepared<{ claimed: number; unclaimed: number }>(
    db,
    `SELECT COALESCE(SUM(CASE WHEN state = 1 THEN money_cents END), 0) AS claimed,
            COALESCE(SUM(CASE WHEN state = 0 THEN money_cents END), 0) AS unclaimed
       FROM rebates WHERE user_id = ?`,
  ).get(userId)!;
  return row;
}

/** Claims every unclaimed rebate into the main wallet at once; returns the cents claimed (0 = nothing). */
export function claimRebates(db: Db, userId: number): number {
  return db
    .transaction((): number => {
      const { unclaimed } = rebateTotals(db, userId);
      if (unclaimed <= 0) return 0;
      const now = beijingNow();
      prepared(db, 'UPDATE rebates SET state = 1, updated_at = ? WHERE user_id = ? AND state = 0').run(
        now,
        userId,
      );
      creditWallet(db, { userId, cents: unclaimed, kind: 'rebate', ref: `rebate-${now}` });
      sendEventMail(db, userId, eventMail.rebate(unclaimed));
      return unclaimed;
    })
    .immediate();
}
