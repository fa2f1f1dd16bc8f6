import { randomInt } from 'node:crypto';
import { MAIN_WALLET } from '../../../contract/transfer-rules';
import type { Db } from '../db/database';
import { beijingNow } from './periods';
import { prepared } from './statements';

/** The main wallet's name in transfers, records and the ledger (its platname: contract/transfer-rules.ts). */
export { MAIN_WALLET };
export const MAIN_WALLET_NAME = '平台钱包';

export interface Venue {
  platname: string;
  name: string;
  sort: number;
  rebate_bp: number;
}

export interface VenueBalance {
  platname: string;
  name: string;
  balance_cents: number;
}

export type LedgerReason =
  | 'opening'
  | 'deposit'
  | 'withdraw'
  | 'withdraw_refund'
  | 'transfer'
  | 'redpacket'
  | 'rebate'
  | 'bet'
  | 'payout'
  | 'credit'
  | 'credit_no_turnover'
  | 'debit'
  | 'commission'
  | 'agent_recharge';

export const findVenue = (db: Db, platname: string) =>
  prepared<Venue>(db, 'SELECT * FROM venues WHERE platname = ?').get(platname);

/** Every venue with the member's wallet balance in it (0 where no wallet exists yet), in display order. */
export const venueBalances = (db: Db, userId: number) =>
  prepared<VenueBalance>(
    db,
    `SELECT v.platname, v.name, COALESCE(w.balance_cents, 0) AS balance_cents
       FROM venues v LEFT JOIN venue_wallets w ON w.platname = v.platname AND w.user_id = ?
      ORDER BY v.sort, v.platname`,
  ).all(userId);

/** Sum of the member's venue wallets (the family's `gameblance`). */
export const venueTotal = (db: Db, userId: number) =>
  prepared<{ total: number }>(
    db,
    'SELECT COALESCE(SUM(balance_cents), 0) AS total FROM venue_wallets WHERE user_id = ?',
  ).get(userId)!.total;

export const venueBalance = (db: Db, userId: number, platname: string) =>
  prepared<{ balance_cents: number }>(
    db,
    'SELECT balance_cents FROM venue_wallets WHERE user_id = ? AND platname = ?',
  ).get(userId, platname)?.balance_cents ?? 0;

export const mainBalance = (db: Db, userId: number) =>
  prepared<{ balance_cents: number }>(db, 'SELECT balance_cents FROM users WHERE id = ?').get(userId)
    ?.balance_cents ?? 0;

const addLedger = (
  db: Db,
  userId: number,
  wallet: string,
  delta: number,
  reason: LedgerReason,
  ref: string | null,
) =>
  prepared(
    db,
    'INSERT INTO ledger (user_id, wallet, delta_cents, reason, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(userId, wallet, delta, reason, ref, beijingNow());

/**
 * The ledger reasons of money arriving from outside the member's own wallets: a positive change with
 * one of them is a credit, made only by creditWallet (ledger.ts) so that it owes its turnover.
 */
const CREDIT_REASONS: ReadonlySet<LedgerReason> = new Set<LedgerReason>([
  'deposit',
  'agent_recharge',
  'redpacket',
  'rebate',
  'commission',
  'credit',
  'credit_no_turnover',
]);

function moveMain(db: Db, userId: number, delta: number, reason: LedgerReason, ref: string | null): boolean {
  assertCents(delta);
  const result = prepared(
    db,
    'UPDATE users SET balance_cents = balance_cents + ? WHERE id = ? AND balance_cents + ? >= 0',
  ).run(delta, userId, delta);
  if (result.changes !== 1) return false;
  addLedger(db, userId, MAIN_WALLET, delta, reason, ref);
  return true;
}

/**
 * Moves `delta` cents into (positive) or out of (negative) the member's main wallet and writes the
 * ledger row. Returns false, changing nothing, when a debit would overdraw. Call inside a transaction
 * when it is one step of a larger movement. Money in from outside (a credit) is refused here: it goes
 * through creditWallet (ledger.ts), which owes its turnover.
 */
export function changeMain(
  db: Db,
  userId: number,
  delta: number,
  reason: LedgerReason,
  ref: string | null,
): boolean {
  if (delta > 0 && CREDIT_REASONS.has(reason))
    throw new Error(`a ${reason} credit goes through creditWallet (repositories/ledger.ts)`);
  return moveMain(db, userId, delta, reason, ref);
}

/** The credit step of creditWallet (ledger.ts), its only caller (a test holds it to that). */
export function creditMainForLedger(
  db: Db,
  userId: number,
  cents: number,
  reason: LedgerReason,
  ref: string | null,
): void {
  if (!(cents > 0) || !CREDIT_REASONS.has(reason)) throw new Error(`not a credit: ${reason} ${cents}`);
  if (!moveMain(db, userId, cents, reason, ref)) throw new Error(`no member ${userId} to credit`);
}

/**
 * Same as changeMain for one venue wallet (created on first use). Credits arrive in the main wallet
 * only, so a venue wallet takes none.
 */
export function changeVenue(
  db: Db,
  userId: number,
  platname: string,
  delta: number,
  reason: LedgerReason,
  ref: string | null,
): boolean {
  assertCents(delta);
  if (delta > 0 && CREDIT_REASONS.has(reason)) throw new Error(`a ${reason} credit goes to the main wallet`);
  prepared(db, 'INSERT OR IGNORE INTO venue_wallets (user_id, platname, balance_cents) VALUES (?, ?, 0)').run(
    userId,
    platname,
  );
  const result = prepared(
    db,
    `UPDATE venue_wallets SET balance_cents = balance_cents + ?
      WHERE user_id = ? AND platname = ? AND balance_cents + ? >= 0`,
  ).run(delta, userId, platname, delta);
  if (result.changes !== 1) return false;
  addLedger(db, userId, platname, delta, reason, ref);
  return true;
}

/** Sum of the ledger of one wallet: equals its balance when every change went through this module. */
export const ledgerSum = (db: Db, userId: number, wallet: string) =>
  prepared<{ total: number }>(
    db,
    'SELECT COALESCE(SUM(delta_cents), 0) AS total FROM ledger WHERE user_id = ? AND wallet = ?',
  ).get(userId, wallet)!.total;

function assertCents(delta: number) {
  if (!Number.isSafeInteger(delta) || delta === 0) throw new Error(`invalid cents delta ${delta}`);
}

/** This process's last order sequence, from a random start (a restart does not begin where it did). */
let sequence = randomInt(0, 1_000_000);

/**
 * An order number: a letter, Beijing date-time digits and a six-digit per-process sequence, e.g.
 * D20261122143005417001. No two alike within a process below a million orders a second: a burst of
 * orders in one second must never meet a taken number (its insert would fail, and the member with it).
 */
export function orderNumber(prefix: string): string {
  sequence = (sequence + 1) % 1_000_000;
  return prefix + beijingNow().replace(/\D/g, '') + String(sequence).padStart(6, '0');
}
