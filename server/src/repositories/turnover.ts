import {
  DEFAULT_TURNOVER_CREDITS,
  parseTurnoverCredits,
  TURNOVER_CREDIT_KINDS,
  turnoverMultiple,
  type TurnoverCreditKind,
} from '../../../contract/money-limits';
import type { Db } from '../db/database';
import { DEFAULT_SETTINGS } from '../seed/core';
import { getSetting } from './settings';
import { prepared } from './statements';
import { MAIN_WALLET } from './wallets';

/** The operator's turnover multiple (setting withdraw_turnover_multiple; 0 = none). */
export const siteTurnoverMultiple = (db: Db): number =>
  turnoverMultiple(
    getSetting(db, 'withdraw_turnover_multiple') ?? DEFAULT_SETTINGS.withdraw_turnover_multiple,
  );

/** Money that arrived in the member's wallet and carries turnover: when, what, how much. */
export interface TurnoverCredit {
  kind: TurnoverCreditKind;
  at: string;
  amount_cents: number;
  /** The turnover it added: its kind's multiple (turnoverRule) × the amount. */
  required_cents: number;
}

export interface TurnoverState {
  /** Turnover still owed before a withdrawal, in cents (never below 0). */
  owed_cents: number;
  multiple: number;
  /** The credits since the requirement was last met: together they are why anything is owed. */
  credits: TurnoverCredit[];
  /** Settled stakes (and operator waivers) counted against those credits so far. */
  done_cents: number;
}

const NOTHING_OWED = (multiple: number): TurnoverState => ({
  owed_cents: 0,
  multiple,
  credits: [],
  done_cents: 0,
});

/** The operator's choice of credits that carry turnover (setting turnover_credits). */
export function siteTurnoverCredits(db: Db): TurnoverCreditKind[] {
  const value =
    getSetting(db, 'turnover_credits') ?? DEFAULT_SETTINGS.turnover_credits ?? DEFAULT_TURNOVER_CREDITS;
  return parseTurnoverCredits(value) ?? parseTurnoverCredits(DEFAULT_TURNOVER_CREDITS)!;
}

/** Where each kind of credit is found and when it arrived. */
const CREDIT_SOURCES: Record<TurnoverCreditKind, string> = {
  // A deposit arrives when the operator approves it, not when the order was filed.
  deposit: `SELECT 'deposit' AS kind, COALESCE(reviewed_at, created_at) AS at, amount_cents, id FROM deposits
              WHERE user_id = :user AND state = 2`,
  agent_recharge: `SELECT 'agent_recharge', created_at, amount_cents, id FROM agent_recharges WHERE user_id = :user`,
  redpacket: `SELECT 'redpacket', created_at, amount_cents, id FROM redpacket_draws WHERE user_id = :user`,
  // A rebate arrives when it is claimed (一键领取 claims every pending row at once: one credit).
  rebate: `SELECT 'rebate', updated_at, SUM(money_cents), MIN(id) FROM rebates
             WHERE user_id = :user AND state = 1 AND updated_at IS NOT NULL GROUP BY updated_at HAVING SUM(money_cents) > 0`,
  // These two have no table of their own: their ledger row (ledger.ts creditWallet) is the record.
  commission: `SELECT 'commission', created_at, delta_cents, id FROM ledger
                 WHERE user_id = :user AND wallet = '${MAIN_WALLET}' AND reason = 'commission' AND delta_cents > 0`,
  // An operator credit made with --no-turnover is written as 'credit_no_turnover' and owes nothing.
  operator_credit: `SELECT 'operator_credit', created_at, delta_cents, id FROM ledger
                      WHERE user_id = :user AND wallet = '${MAIN_WALLET}' AND reason = 'credit' AND delta_cents > 0`,
};

/** What the turnover rules read: the operator's settings. */
interface TurnoverSettings {
  /** withdraw_turnover_multiple (0 = none at all). */
  multiple: number;
  /** turnover_credits: the kinds that carry turnover. */
  kinds: readonly TurnoverCreditKind[];
}

/** A kind carries the operator's multiple when the operator lists it in turnover_credits, else none. */
const listed =
  (kind: TurnoverCreditKind) =>
  (settings: TurnoverSettings): number =>
    settings.kinds.includes(kind) ? settings.multiple : 0;

/**
 * The turnover multiple each kind of credit owes, from the operator's settings: the one table of
 * them. Exhaustive over the credit kinds, so a new kind does not compile without its rule. By default
 * (turnover_credits) deposits, 代充, red packets, commission and operator credits carry the multiple
 * (1×) and rebates none; an operator credit made with --no-turnover owes nothing whatever the rule.
 */
const turnoverRule: Record<TurnoverCreditKind, (settings: TurnoverSettings) => number> = {
  deposit: listed('deposit'),
  agent_recharge: listed('agent_recharge'),
  redpacket: listed('redpacket'),
  rebate: listed('rebate'),
  commission: listed('commission'),
  operator_credit: listed('operator_credit'),
};

const siteTurnoverSettings = (db: Db): TurnoverSettings => ({
  multiple: siteTurnoverMultiple(db),
  kinds: siteTurnoverCredits(db),
});

/** The kinds whose credits owe anything under the operator's settings. */
const owingKinds = (settings: TurnoverSettings) =>
  TURNOVER_CREDIT_KINDS.filter((kind) => turnoverRule[kind](settings) > 0);

/**
 * Every credit of the chosen kinds, oldest first. Money the member moves out (a 代充 they send, a
 * withdrawal) is not a bet and pays nothing down.
 */
function creditsOf(db: Db, userId: number, kinds: readonly TurnoverCreditKind[]) {
  if (kinds.length === 0) return [];
  const sources = kinds.map((kind) => CREDIT_SOURCES[kind]).join('\n UNION ALL\n ');
  return prepared<{ kind: TurnoverCreditKind; at: string; amount_cents: number }>(
    db,
    `SELECT kind, at, amount_cents FROM (${sources}) ORDER BY at, kind, id`,
  ).all({ user: userId });
}

/** What pays turnover down from `from` on, oldest first: settled stakes and operator waivers. */
const paymentsSince = (db: Db, userId: number, from: string) =>
  prepared<{ at: string; cents: number }>(
    db,
    `SELECT at, cents FROM (
       SELECT created_at AS at, bet_amount_cents AS cents, id FROM bets WHERE user_id = ? AND status = 1 AND created_at >= ?
       UNION ALL
       SELECT created_at, amount_cents, id FROM turnover_waivers WHERE user_id = ? AND created_at >= ?
     ) ORDER BY at, id`,
  ).all(userId, from, userId, from);

/**
 * The turnover requirement as operators run it: a running amount. Each credit adds the operator's
 * multiple × its amount when it arrives; each bet settled after it pays it down, never below zero,
 * so a bet settled before a credit never pays for that credit. A bet and a credit within the same
 * second (the stored times' resolution) count the credit first.
 */
export function turnoverState(db: Db, userId: number): TurnoverState {
  const settings = siteTurnoverSettings(db);
  const multiple = settings.multiple;
  if (multiple === 0) return NOTHING_OWED(multiple);
  const credits = creditsOf(db, userId, owingKinds(settings));
  if (credits.length === 0) return NOTHING_OWED(multiple);
  const payments = paymentsSince(db, userId, credits[0]!.at);

  let state = NOTHING_OWED(multiple);
  const pay = (cents: number) => {
    if (state.owed_cents === 0) return;
    state.done_cents += Math.min(cents, state.owed_cents);
    state.owed_cents = Math.max(0, state.owed_cents - cents);
    if (state.owed_cents === 0) state = NOTHING_OWED(multiple);
  };
  let p = 0;
  for (const credit of credits) {
    while (p < payments.length && payments[p]!.at < credit.at) pay(payments[p++]!.cents);
    const required = credit.amount_cents * turnoverRule[credit.kind](settings);
    state.owed_cents += required;
    state.credits.push({ ...credit, required_cents: required });
  }
  while (p < payments.length) pay(payments[p++]!.cents);
  return state;
}

/** Wagering still required (打码量) before a withdrawal, in cents. */
export const wageringRequired = (db: Db, userId: number): number => turnoverState(db, userId).owed_cents;

/** When the member's latest credit carrying turnover arrived (null: none yet). */
export function lastTurnoverCreditAt(db: Db, userId: number): string | null {
  const credits = creditsOf(db, userId, owingKinds(siteTurnoverSettings(db)));
  return credits.at(-1)?.at ?? null;
}

/** The operator records the member's owed turnover as done; returns the cents waived (0 if none owed). */
export function waiveTurnover(db: Db, userId: number): number {
  const owed = wageringRequired(db, userId);
  if (owed > 0)
    prepared(
      db,
      "INSERT INTO turnover_waivers (user_id, amount_cents, created_at) VALUES (?, ?, datetime('now', '+8 hours'))",
    ).run(userId, owed);
  return owed;
}
