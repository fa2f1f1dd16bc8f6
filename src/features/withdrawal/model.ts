import { firstFailure } from '@contract/rule';
import type { Binding } from '@contract/wallet-calls';
import type { TurnoverDetail } from '@contract/money-calls';
import {
  securityHoldMessage,
  turnoverCreditLabels,
  turnoverOwedMessage,
  WITHDRAW_MIN_CENTS,
  withdrawalMessages,
} from '@contract/money-limits';
import { withdrawalRules, type WithdrawalForm } from '@contract/withdrawal-rules';
import { paths } from '@/config/paths';
import { USDT_ADDRESS, type BindingType } from '@/core/wallets/bindings';
import { maskNumber } from '@/core/wallets/mask';
import { amountTextToCents, formatCentsPlain, formatYuan, toCents } from '@contract/money';
import { centsToYuan } from '@/lib/money';

/** /withdrawal (docs/product.md#screens-and-routes, #states-and-transitions, #validation-rules): texts, the ordered rules and the request body. */
export const withdrawalTexts = {
  title: '财务中心',
  balance: '账户余额',
  betAmount: '打码量',
  /** Before the amount still to wager; with nothing owed, 已完成 stands alone. */
  turnoverOwed: '还需打码',
  turnoverDone: '已完成',
  kind: '提现方式',
  bank: '银行卡',
  usdt: 'USDT地址',
  add: '新增',
  amount: '提现金额',
  amountPlaceholder: `请输入提现金额（最低${formatCentsPlain(WITHDRAW_MIN_CENTS)}元）`,
  password: '支付密码',
  passwordPlaceholder: '请输入6位支付密码',
  converted: '折合USDT',
  fee: '手续费',
  received: '实际到账',
  submit: '确认提现',
  noBank: '暂无银行卡，请先新增',
  noUsdt: '暂无USDT地址，请先新增',
  // docs/product.md#validation-rules, in this order
  chooseBank: withdrawalMessages.chooseBank,
  chooseUsdt: withdrawalMessages.chooseUsdt,
  belowMin: withdrawalMessages.belowMin,
  passwordRequired: withdrawalMessages.passwordRequired,
  // docs/product.md#states-and-transitions
  submitted: withdrawalMessages.submitted,
  /** No answer: the order may or may not have been filed, so the user is pointed to the records. */
} as const;

export const WITHDRAW_PASSWORD_MAX = 6;

export const emptyWithdrawalForm = (kind: BindingType): WithdrawalForm => ({
  kind,
  bindingId: null,
  amount: '',
  password: '',
});

export function firstWithdrawalFailure(form: WithdrawalForm): string | null {
  return firstFailure(withdrawalRules, form);
}

/** POST /api/withdraw body (docs/product.md#calls): amount, the saved card's id, the payment password. */
export function withdrawalPayload(form: WithdrawalForm) {
  return {
    amount: centsToYuan(amountTextToCents(form.amount) ?? 0),
    bank: form.bindingId ?? 0,
    password: form.password,
  };
}

/** Where a filed withdrawal is: /transRecord on its 取款 tab (type 2), not the default 存款. */
export const withdrawalRecordsPath = `${paths.transRecord}?type=2`;

/** Where 新增 leads: bank → /addBankCard; USDT → the wallet list with the add form open. */
export function addBindingPath(kind: BindingType): string {
  return kind === USDT_ADDRESS ? `${paths.wallet}?type=2&show=1` : paths.addBankCard;
}

/** A binding's label in the picker: bank name (or protocol for USDT) and the masked number. */
export function bindingLabel(binding: Binding, kind: BindingType): string {
  const head = kind === USDT_ADDRESS ? `USDT-${binding.bank_owner}` : binding.bank;
  return `${head} ${maskNumber(binding.bank_no)}`;
}

/** getBetAmount's answer: what is owed, and (from our server) why, and until when a password change holds withdrawals. */
export interface BetAmountAnswer {
  bet_amount: number | string;
  turnover?: TurnoverDetail | undefined;
  withdraw_hold_until?: string | null | undefined;
}

/** What /withdrawal says while turnover is owed, before anything is typed. */
export interface TurnoverNotice {
  /** The server's own refusal (还需完成打码量…元后方可申请取款): 确认提现 toasts it instead of sending. */
  message: string;
  /** Why, when the back end says: one line per credit since the requirement was last met. */
  reasons: string[];
  /** What settled bets have paid of them so far, when known. */
  done: string | null;
}

/** The notice while turnover is owed, or null when nothing is owed (or it is not known yet). */
export function turnoverNotice(answer: BetAmountAnswer | undefined): TurnoverNotice | null {
  const owed = answer ? (toCents(answer.bet_amount) ?? 0) : 0;
  if (!answer || owed <= 0) return null;
  const detail = answer.turnover;
  const multiple = detail ? Number(detail.multiple) : null;
  return {
    message: turnoverOwedMessage(formatYuan(answer.bet_amount)),
    reasons: (detail?.credits ?? []).map(
      (credit) =>
        `${credit.created_at.slice(5, 16)} ${turnoverCreditLabels[credit.kind]} ${formatYuan(credit.amount)}元` +
        `${multiple && multiple !== 1 ? ` ×${multiple}` : ''}，需打码 ${formatYuan(credit.required)}元`,
    ),
    done: detail ? `其后已结算投注计入 ${formatYuan(detail.done)}元` : null,
  };
}

/**
 * What stops a withdrawal before anything is typed, in the server's order: the hold after a password
 * change (docs/security.md), then owed turnover; null when neither (or not known yet).
 */
export function withdrawalBlock(answer: BetAmountAnswer | undefined): TurnoverNotice | null {
  const until = answer?.withdraw_hold_until;
  if (until) return { message: securityHoldMessage(until), reasons: [], done: null };
  return turnoverNotice(answer);
}

export const turnoverNoticeTexts = {
  title: '暂不可提现',
  why: '以下入账需完成打码量（流水）：',
} as const;
