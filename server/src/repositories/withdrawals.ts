import type { Db } from '../db/database';
import type { BindingRow } from './cards';
import type { ReviewOutcome } from './deposits';
import { eventMail, sendEventMail } from './mail';
import { beijingNow } from './periods';
import { prepared } from './statements';
import { changeMain, orderNumber } from './wallets';

export interface WithdrawalRow {
  id: number;
  withdraw_no: string;
  user_id: number;
  binding_id: number | null;
  type: 1 | 2;
  bank: string;
  bank_no: string;
  bank_owner: string;
  amount_cents: number;
  state: number;
  created_at: string;
  reviewed_at: string | null;
  reason: string | null;
}

export type WithdrawOutcome = { ok: true; withdrawNo: string } | { ok: false; reason: 'balance' };

/** Debits the balance at once and files the order pending review, in one transaction. */
export function createWithdrawal(
  db: Db,
  userId: number,
  binding: BindingRow,
  amountCents: number,
): WithdrawOutcome {
  return db
    .transaction((): WithdrawOutcome => {
      const withdrawNo = orderNumber('W');
      if (!changeMain(db, userId, -amountCents, 'withdraw', withdrawNo))
        return { ok: false, reason: 'balance' };
      prepared(
        db,
        `INSERT INTO withdrawals (withdraw_no, user_id, binding_id, type, bank, bank_no, bank_owner, amount_cents, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        withdrawNo,
        userId,
        binding.id,
        binding.type,
        binding.bank,
        binding.bank_no,
        binding.bank_owner,
        amountCents,
        beijingNow(),
      );
      return { ok: true, withdrawNo };
    })
    .immediate();
}

export const findWithdrawal = (db: Db, withdrawNo: string) =>
  prepared<WithdrawalRow>(db, 'SELECT * FROM withdrawals WHERE withdraw_no = ?').get(withdrawNo);

export type WithdrawalListRow = WithdrawalRow & { username: string };

export const listWithdrawals = (db: Db, state: number | null, limit: number) =>
  prepared<WithdrawalListRow>(
    db,
    `SELECT w.*, u.username FROM withdrawals w JOIN users u ON u.id = w.user_id
      WHERE (? IS NULL OR w.state = ?) ORDER BY w.created_at DESC, w.id DESC LIMIT ?`,
  ).all(state, state, limit);

/** Approval only closes the order: the money left the balance when it was filed. */
export function approveWithdrawal(db: Db, withdrawNo: string): ReviewOutcome<WithdrawalRow> {
  return review(db, withdrawNo, 2);
}

/**
 * Rejection closes the order and refunds the amount, once; the operator's reason stays on the
 * order (its detail shows it) and goes into the member's mail.
 */
export function rejectWithdrawal(db: Db, withdrawNo: string, reason?: string): ReviewOutcome<WithdrawalRow> {
  return review(db, withdrawNo, 3, reason?.trim() || null);
}

function review(
  db: Db,
  withdrawNo: string,
  state: 2 | 3,
  reason: string | null = null,
): ReviewOutcome<WithdrawalRow> {
  return db
    .transaction((): ReviewOutcome<WithdrawalRow> => {
      const row = findWithdrawal(db, withdrawNo);
      if (!row) return { ok: false, reason: 'missing' };
      const now = beijingNow();
      const claimed = prepared(
        db,
        'UPDATE withdrawals SET state = ?, reviewed_at = ?, reason = ? WHERE id = ? AND state = 1',
      ).run(state, now, reason, row.id);
      if (claimed.changes !== 1) return { ok: false, reason: 'processed', row };
      if (state === 3) changeMain(db, row.user_id, row.amount_cents, 'withdraw_refund', row.withdraw_no);
      sendEventMail(
        db,
        row.user_id,
        state === 2
          ? eventMail.withdrawalPaid(row.withdraw_no, row.amount_cents)
          : eventMail.withdrawalRejected(row.withdraw_no, row.amount_cents, reason),
      );
      return { ok: true, row: { ...row, state, reviewed_at: now, reason } };
    })
    .immediate();
}
