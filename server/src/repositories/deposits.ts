import { promoteIfQualified } from './vip';
import type { Db } from '../db/database';
import { eventMail, sendEventMail } from './mail';
import { beijingNow, beijingOffset } from './periods';
import { prepared } from './statements';
import { creditWallet } from './ledger';
import { orderNumber } from './wallets';

export type PayWay = 'card' | 'usdt' | 'wechat' | 'alipay';
export const PAY_WAYS: readonly PayWay[] = ['card', 'usdt', 'wechat', 'alipay'];
export type RangeType = 'bank' | 'wechat' | 'alipay' | 'usdt-erc20' | 'usdt-trc20';
export type DepositPaytype = 'bank' | 'usdt' | 'wxpay' | 'alipay';

/** Deposit and withdrawal states. */
export const ORDER_STATE = { pending: 1, approved: 2, rejected: 3 } as const;
export const ORDER_STATE_LABEL: Record<number, string> = {
  0: '未定义',
  1: '待审核',
  2: '审核通过',
  3: '审核拒绝',
};

export const PAYTYPE_LABEL: Record<string, string> = {
  bank: '银行卡',
  usdt: 'USDT',
  wxpay: '微信',
  alipay: '支付宝',
};
/** Which pay-way switch governs each deposit paytype. */
export const PAYTYPE_WAY: Record<DepositPaytype, PayWay> = {
  bank: 'card',
  usdt: 'usdt',
  wxpay: 'wechat',
  alipay: 'alipay',
};

export interface DepositRow {
  id: number;
  deposit_no: string;
  user_id: number;
  paytype: DepositPaytype;
  amount_cents: number;
  bank: string | null;
  bank_address: string | null;
  bank_no: string | null;
  bank_owner: string | null;
  catepay: string | null;
  /** The usdt_rate setting when a USDT order was made (null for other orders and older ones). */
  usdt_rate: string | null;
  state: number;
  created_at: string;
  reviewed_at: string | null;
  reason: string | null;
}

export interface ReceivingAccount {
  id: number;
  kind: 'bank' | 'usdt';
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string | null;
  protocol: string | null;
}

export function payWayFlags(db: Db): Record<PayWay, number> {
  const flags: Record<PayWay, number> = { card: 0, usdt: 0, wechat: 0, alipay: 0 };
  for (const row of prepared<{ way: PayWay; enabled: number }>(
    db,
    'SELECT way, enabled FROM pay_ways',
  ).all()) {
    flags[row.way] = row.enabled;
  }
  return flags;
}

export const setPayWay = (db: Db, way: PayWay, enabled: boolean) =>
  prepared(
    db,
    'INSERT INTO pay_ways (way, enabled) VALUES (?, ?) ON CONFLICT(way) DO UPDATE SET enabled = excluded.enabled',
  ).run(way, enabled ? 1 : 0);

/** Fallback matching the client's default range (docs/product.md#constants-and-limits) when the operator set none. */
const DEFAULT_RANGE = { min_cents: 100_00, max_cents: 10_000_00 };

export const payRange = (db: Db, type: RangeType) =>
  prepared<{ min_cents: number; max_cents: number }>(
    db,
    'SELECT min_cents, max_cents FROM pay_ranges WHERE type = ?',
  ).get(type) ?? DEFAULT_RANGE;

export const receivingAccounts = (db: Db, kind: 'bank' | 'usdt') =>
  prepared<ReceivingAccount>(
    db,
    'SELECT * FROM receiving_accounts WHERE kind = ? AND enabled = 1 ORDER BY id',
  ).all(kind);

/** A WeChat or Alipay receiving wallet: account, holder and the path of its QR image. */
export interface PayWallet {
  id: number;
  kind: 'wxpay' | 'alipay';
  mch_id: string;
  content: string | null;
  payimg: string;
}

export const payWallet = (db: Db, kind: 'wxpay' | 'alipay') =>
  prepared<PayWallet>(db, 'SELECT * FROM pay_wallets WHERE kind = ? AND enabled = 1 ORDER BY id LIMIT 1').get(
    kind,
  );

/** How long an identical pending order is answered instead of filing another. */
export const DUPLICATE_DEPOSIT_MS = 30_000;

/**
 * Files a pending deposit order, or answers the member's identical one (same channel and amount,
 * still pending, under 30 s old): a tap repeated after a lost answer must not leave the operator
 * two orders for one payment. Check and insert are one immediate transaction, so concurrent
 * requests (even from another connection to the file) cannot both insert.
 */
export function createDeposit(
  db: Db,
  userId: number,
  order: Pick<
    DepositRow,
    'paytype' | 'amount_cents' | 'bank' | 'bank_address' | 'bank_no' | 'bank_owner' | 'catepay' | 'usdt_rate'
  >,
  now = Date.now(),
): string {
  return db
    .transaction((): string => {
      const pending = prepared<{ deposit_no: string }>(
        db,
        `SELECT deposit_no FROM deposits
          WHERE user_id = ? AND paytype = ? AND catepay IS ? AND amount_cents = ? AND state = ? AND created_at >= ?
          ORDER BY id DESC LIMIT 1`,
      ).get(
        userId,
        order.paytype,
        order.catepay,
        order.amount_cents,
        ORDER_STATE.pending,
        beijingOffset(-DUPLICATE_DEPOSIT_MS, now),
      );
      if (pending) return pending.deposit_no;
      const depositNo = orderNumber('D');
      prepared(
        db,
        `INSERT INTO deposits (deposit_no, user_id, paytype, amount_cents, bank, bank_address, bank_no, bank_owner, catepay, usdt_rate, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        depositNo,
        userId,
        order.paytype,
        order.amount_cents,
        order.bank,
        order.bank_address,
        order.bank_no,
        order.bank_owner,
        order.catepay,
        order.usdt_rate,
        beijingNow(now),
      );
      return depositNo;
    })
    .immediate();
}

export const findOwnDeposit = (db: Db, userId: number, depositNo: string) =>
  prepared<DepositRow>(db, 'SELECT * FROM deposits WHERE deposit_no = ? AND user_id = ?').get(
    depositNo,
    userId,
  );

export const findDeposit = (db: Db, depositNo: string) =>
  prepared<DepositRow>(db, 'SELECT * FROM deposits WHERE deposit_no = ?').get(depositNo);

export type DepositListRow = DepositRow & { username: string };

export const listDeposits = (db: Db, state: number | null, limit: number) =>
  prepared<DepositListRow>(
    db,
    `SELECT d.*, u.username FROM deposits d JOIN users u ON u.id = d.user_id
      WHERE (? IS NULL OR d.state = ?) ORDER BY d.created_at DESC, d.id DESC LIMIT ?`,
  ).all(state, state, limit);

export type ReviewOutcome<R> = { ok: true; row: R } | { ok: false; reason: 'missing' | 'processed'; row?: R };

/**
 * Approves a pending deposit once: credits the balance and the deposit total, recalculates the VIP
 * level and writes the ledger, all in one transaction.
 */
export const approveDeposit = (db: Db, depositNo: string) =>
  review(db, depositNo, 2, (row) => {
    creditWallet(db, { userId: row.user_id, cents: row.amount_cents, kind: 'deposit', ref: row.deposit_no });
    prepared(db, 'UPDATE users SET paysum_cents = paysum_cents + ? WHERE id = ?').run(
      row.amount_cents,
      row.user_id,
    );
    promoteIfQualified(db, row.user_id);
    sendEventMail(db, row.user_id, eventMail.depositApproved(row.deposit_no, row.amount_cents));
  });

/** Closes a pending deposit without crediting; the member's mail carries the operator's reason. */
export const rejectDeposit = (db: Db, depositNo: string, reason?: string) =>
  review(db, depositNo, 3, (row) => {
    if (reason) prepared(db, 'UPDATE deposits SET reason = ? WHERE id = ?').run(reason, row.id);
    sendEventMail(db, row.user_id, eventMail.depositRejected(row.deposit_no, row.amount_cents, reason));
  });

/** Moves a pending deposit to `state` once (a second review finds it processed), then runs `effect`. */
function review(
  db: Db,
  depositNo: string,
  state: 2 | 3,
  effect: (row: DepositRow) => void = () => undefined,
): ReviewOutcome<DepositRow> {
  return db
    .transaction((): ReviewOutcome<DepositRow> => {
      const row = findDeposit(db, depositNo);
      if (!row) return { ok: false, reason: 'missing' };
      const now = beijingNow();
      const claimed = prepared(
        db,
        'UPDATE deposits SET state = ?, reviewed_at = ? WHERE id = ? AND state = 1',
      ).run(state, now, row.id);
      if (claimed.changes !== 1) return { ok: false, reason: 'processed', row };
      effect(row);
      return { ok: true, row: { ...row, state, reviewed_at: now } };
    })
    .immediate();
}

/** Sum of the member's approved deposits created in [from, to). */
export const approvedDepositSum = (db: Db, userId: number, from: string, to: string) =>
  prepared<{ total: number }>(
    db,
    'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM deposits WHERE user_id = ? AND state = 2 AND created_at >= ? AND created_at < ?',
  ).get(userId, from, to)!.total;
