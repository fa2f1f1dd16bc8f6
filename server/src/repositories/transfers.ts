import type { Db } from '../db/database';
import { beijingNow } from './periods';
import { prepared } from './statements';
import { changeMain, changeVenue, orderNumber, venueBalances } from './wallets';

/** 3 转入: main wallet → venue. 4 转出: venue → main wallet. */
export const TRANSFER_IN = 3;
export const TRANSFER_OUT = 4;

export type TransferOutcome = { ok: true; transferNo: string } | { ok: false; reason: 'balance' };

const record = (
  db: Db,
  userId: number,
  type: number,
  platname: string,
  amountCents: number,
  transferNo: string,
) =>
  prepared(
    db,
    'INSERT INTO transfers (transfer_no, user_id, type, platname, amount_cents, state, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  ).run(transferNo, userId, type, platname, amountCents, beijingNow());

/** Moves money between the main wallet and one venue wallet, atomically, never overdrawing the source. */
export function transfer(
  db: Db,
  userId: number,
  direction: 'in' | 'out',
  platname: string,
  amountCents: number,
): TransferOutcome {
  return db
    .transaction((): TransferOutcome => {
      const transferNo = orderNumber('T');
      if (direction === 'in') {
        if (!changeMain(db, userId, -amountCents, 'transfer', transferNo))
          return { ok: false, reason: 'balance' };
        changeVenue(db, userId, platname, amountCents, 'transfer', transferNo);
        record(db, userId, TRANSFER_IN, platname, amountCents, transferNo);
      } else {
        if (!changeVenue(db, userId, platname, -amountCents, 'transfer', transferNo))
          return { ok: false, reason: 'balance' };
        changeMain(db, userId, amountCents, 'transfer', transferNo);
        record(db, userId, TRANSFER_OUT, platname, amountCents, transferNo);
      }
      return { ok: true, transferNo };
    })
    .immediate();
}

/** One-tap recovery: every venue balance back to the main wallet in one transaction; returns cents moved. */
export function recoverAll(db: Db, userId: number): number {
  return db
    .transaction((): number => {
      let total = 0;
      for (const wallet of venueBalances(db, userId)) {
        if (wallet.balance_cents <= 0) continue;
        const transferNo = orderNumber('T');
        changeVenue(db, userId, wallet.platname, -wallet.balance_cents, 'transfer', transferNo);
        changeMain(db, userId, wallet.balance_cents, 'transfer', transferNo);
        record(db, userId, TRANSFER_OUT, wallet.platname, wallet.balance_cents, transferNo);
        total += wallet.balance_cents;
      }
      return total;
    })
    .immediate();
}

export const setTransferStatus = (db: Db, userId: number, status: 0 | 1) =>
  prepared(db, 'UPDATE users SET transferstatus = ? WHERE id = ?').run(status, userId);
