import { orderMissingMessage } from '@contract/money-limits';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { signedAmount } from '@/lib/money';
import { BET_DATE_LABEL, dateOptions, TRANS_DATE_LABEL } from '@/lib/record-dates';

/** docs/product.md#states-and-transitions labels and the record screens' own texts (each literal once). */
export const recordTexts = {
  betTitle: '投注记录',
  transTitle: '交易记录',
  /** On a pending deposit's row: it opens the order's pay info. */
  payPending: '查看支付信息',
  activityTitle: '活动申请记录',
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
export function pendingDepositPath(
  type: TransType,
  row: { out_trade_no?: string | null; state: number },
): string | null {
  if (type !== 1 || row.state !== 1 || !row.out_trade_no) return null;
  return `${paths.payInfo}?${new URLSearchParams({ deposit_no: row.out_trade_no }).toString()}`;
}

/** The period totals above /betRecord and /transRecord, and the order detail's words. */
export const totalTexts = {
  totalBet: '总投注',
  totalValidBet: messages.validBet,
  totalWinLoss: '总输赢',
  totalDeposit: '总存款',
  totalWithdraw: '总取款',
} as const;

export const detailTexts = {
  title: '订单详情',
  type: '类型',
  account: '账户',
  state: '状态',
  reason: '拒绝原因',
  timeline: '订单进度',
  missing: orderMissingMessage,
} as const;

/** One figure of a period's totals: shown only when the server sent it (the family's do not). */
export interface Total {
  label: string;
  value: string | number;
  /** 总输赢 is signed and coloured like a bet's result. */
  signed?: boolean;
}

const present = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/** A page's totals, each sent or not. */
type PageTotals<K extends string> = { [P in K]?: string | number | undefined };

/** The totals among `figures` that the page has, in their order. */
function totalsOf<K extends string>(
  page: PageTotals<K>,
  figures: readonly { key: K; label: string; signed?: boolean }[],
): Total[] {
  return figures.flatMap(({ key, label, signed }) => {
    const value = page[key];
    if (!present(value)) return [];
    return [signed ? { label, value, signed } : { label, value }];
  });
}

export const betTotals = (page: PageTotals<'total_bet' | 'total_valid_bet' | 'total_win_loss'>): Total[] =>
  totalsOf(page, [
    { key: 'total_bet', label: totalTexts.totalBet },
    { key: 'total_valid_bet', label: totalTexts.totalValidBet },
    { key: 'total_win_loss', label: totalTexts.totalWinLoss, signed: true },
  ]);

export const transTotals = (page: PageTotals<'total_deposit' | 'total_withdraw'>): Total[] =>
  totalsOf(page, [
    { key: 'total_deposit', label: totalTexts.totalDeposit },
    { key: 'total_withdraw', label: totalTexts.totalWithdraw },
  ]);

/** Where a /transRecord row leads: a pending deposit to its pay info (as before), others to their detail. */
export function transRowPath(
  type: TransType,
  row: { out_trade_no?: string | null; state: number },
): string | null {
  const pay = pendingDepositPath(type, row);
  if (pay) return pay;
  if (!row.out_trade_no) return null;
  return `${paths.transDetail}?${new URLSearchParams({ no: row.out_trade_no }).toString()}`;
}

export type StepStatus = 'done' | 'current' | 'wait' | 'error';
export interface TimelineStep {
  label: string;
  time?: string | null | undefined;
  status: StepStatus;
}

/**
 * The order's progress: submitted → reviewed → paid (到账 / 出款) or refused, each with its time
 * when it happened. A transfer has no review: submitted → its outcome.
 */
export function orderTimeline(order: {
  type: number;
  state: number;
  created_at: string;
  reviewed_at?: string | null | undefined;
}): TimelineStep[] {
  const submitted: TimelineStep = { label: '提交申请', time: order.created_at, status: 'done' };
  if (order.type === 3 || order.type === 4) {
    const outcome: TimelineStep =
      order.state === 1
        ? { label: '转账成功', time: order.created_at, status: 'done' }
        : order.state === 0
          ? { label: '转账失败', time: order.created_at, status: 'error' }
          : { label: '等待结算', status: 'current' };
    return [submitted, outcome];
  }
  const paid = order.type === 1 ? '已到账' : '已出款';
  if (order.state === 2)
    return [
      submitted,
      { label: '审核通过', time: order.reviewed_at, status: 'done' },
      { label: paid, time: order.reviewed_at, status: 'done' },
    ];
  if (order.state === 3)
    return [
      submitted,
      { label: '审核完成', time: order.reviewed_at, status: 'done' },
      { label: '已拒绝', time: order.reviewed_at, status: 'error' },
    ];
  return [submitted, { label: '等待审核', status: 'current' }, { label: paid, status: 'wait' }];
}

/** The detail's state label: the record's labels by the order's own type. */
export const detailStateLabel = (type: number, state: number) =>
  transStateLabel((TRANS_TYPES as readonly number[]).includes(type) ? (type as TransType) : 1, state);
