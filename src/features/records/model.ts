import { paths } from '@/config/paths';
import { signedAmount } from '@/lib/money';
import { BET_DATE_LABEL, dateOptions, TRANS_DATE_LABEL } from '@/lib/record-dates';

/** docs/product.md §4 labels and the record screens' own texts (each literal once). */
export const recordTexts = {
  betTitle: '投注记录',
  transTitle: '交易记录',
  /** On a pending deposit's row: it opens the order's pay info. */
  payPending: '查看支付信息',
  activityTitle: '活动申请记录',
  venue: '选择平台',
  date: '选择日期',
  dateButtons: '日期',
  types: '交易类型',
  betId: '注单号',
  betAmount: '投注金额',
  winLoss: '输赢',
  orderNo: '订单号',
  amount: '金额',
  way: '方式',
  applyTime: '申请时间',
} as const;

export const BET_STATUS_LABEL: Record<number, string> = { 0: '无效注单', 1: '已结算', 2: '未结算' };
/** Deposit and withdrawal (types 1 and 2). */
export const ORDER_STATE_LABEL: Record<number, string> = {
  0: '未定义',
  1: '待审核',
  2: '审核通过',
  3: '审核拒绝',
};
/** Transfer in and out (types 3 and 4). */
export const TRANSFER_STATE_LABEL: Record<number, string> = {
  0: '失败',
  1: '成功',
  2: '待结算',
  3: '未定义',
};
export const TRANS_TYPE_LABEL: Record<TransType, string> = { 1: '存款', 2: '取款', 3: '转入', 4: '转出' };
/** docs/product.md /activityRecord: 1 待审核, 2 已通过, 3 已拒绝. */
export const APPLY_STATE_LABEL: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已拒绝' };

export type TransType = 1 | 2 | 3 | 4;
export const TRANS_TYPES: readonly TransType[] = [1, 2, 3, 4];

export const betStatusLabel = (status: number) => BET_STATUS_LABEL[status] ?? BET_STATUS_LABEL[0]!;
export const applyStateLabel = (state: number) => APPLY_STATE_LABEL[state] ?? String(state);

/** The state label by transaction type: order labels for deposits and withdrawals, else transfer labels. */
export function transStateLabel(type: TransType, state: number): string {
  const labels = type <= 2 ? ORDER_STATE_LABEL : TRANSFER_STATE_LABEL;
  return labels[state] ?? labels[type <= 2 ? 0 : 3]!;
}

/** Order numbers show for deposits and withdrawals only. */
export const showsOrderNo = (type: TransType) => type <= 2;

export function parseTransType(value: string | null): TransType {
  const n = Number(value);
  return (TRANS_TYPES as readonly number[]).includes(n) ? (n as TransType) : 1;
}

/** Win/loss sign and colour, as every signed amount of the app (src/lib/money.ts). */
export const winLoss = signedAmount;

export const betDateOptions = dateOptions(BET_DATE_LABEL);
export const transDateOptions = dateOptions(TRANS_DATE_LABEL);

export type StateTone = 'ok' | 'bad' | 'wait' | 'none';

/** Colour of a state tag: approved/success green, rejected/failed red, pending amber. */
export function transStateTone(type: TransType, state: number): StateTone {
  if (type <= 2) return state === 2 ? 'ok' : state === 3 ? 'bad' : state === 1 ? 'wait' : 'none';
  return state === 1 ? 'ok' : state === 0 ? 'bad' : state === 2 ? 'wait' : 'none';
}

export const applyStateTone = (state: number): StateTone =>
  state === 2 ? 'ok' : state === 3 ? 'bad' : state === 1 ? 'wait' : 'none';

/**
 * A pending deposit (待审核) is still to be paid: its row reopens the order's pay info (receiving
 * account, QR and countdown). Null for every other row.
 */
export function pendingDepositPath(type: TransType, row: { out_trade_no?: string | null; state: number }): string | null {
  if (type !== 1 || row.state !== 1 || !row.out_trade_no) return null;
  return `${paths.payInfo}?${new URLSearchParams({ deposit_no: row.out_trade_no }).toString()}`;
}
