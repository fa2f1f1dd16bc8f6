import type { Binding } from '@contract/entities';
import { isPayPasswordDigits, moneyRuleMessages } from '@contract/money-rules';
import { MIN_WITHDRAWAL_YUAN } from '@/config/constants';
import { paths } from '@/config/paths';
import type { BindingType } from '@/core/wallets/bindings';
import { centsToYuan, parseAmountInput } from '@/lib/money';

/** /withdrawal (spec §2, §4, §5): texts, the ordered rules and the request body. */
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
  amountPlaceholder: `请输入提现金额（最低${MIN_WITHDRAWAL_YUAN}元）`,
  password: '支付密码',
  passwordPlaceholder: '请输入6位支付密码',
  converted: '折合USDT',
  fee: '手续费',
  received: '实际到账',
  submit: '确认提现',
  noBank: '暂无银行卡，请先新增',
  noUsdt: '暂无USDT地址，请先新增',
  // spec §5, in this order
  chooseBank: '请选择您要提现到的银行卡',
  chooseUsdt: '请选择USDT地址',
  belowMin: `单笔取款不能低于${MIN_WITHDRAWAL_YUAN}元`,
  passwordRequired: '请输入您的支付密码',
  // spec §4
  submitted: '提交成功，等待后台审核',
  /** No answer: the order may or may not have been filed, so the user is pointed to the records. */
} as const;

export const WITHDRAW_PASSWORD_MAX = 6;

export interface WithdrawalForm {
  kind: BindingType;
  bindingId: number | null;
  amount: string;
  password: string;
}

export const emptyWithdrawalForm = (kind: BindingType): WithdrawalForm => ({
  kind,
  bindingId: null,
  amount: '',
  password: '',
});

export interface WithdrawalRule {
  message: (form: WithdrawalForm) => string;
  fails: (form: WithdrawalForm) => boolean;
}

/** Spec §5 withdrawal rules, in order; the screen toasts the first that fails. */
export const withdrawalRules: readonly WithdrawalRule[] = [
  {
    message: (f) => (f.kind === 2 ? withdrawalTexts.chooseUsdt : withdrawalTexts.chooseBank),
    fails: (f) => f.bindingId === null,
  },
  {
    message: () => withdrawalTexts.belowMin,
    fails: (f) => {
      const cents = parseAmountInput(f.amount);
      return cents === null || cents < MIN_WITHDRAWAL_YUAN * 100;
    },
  },
  { message: () => withdrawalTexts.passwordRequired, fails: (f) => f.password === '' },
  { message: () => moneyRuleMessages.payPasswordDigits, fails: (f) => !isPayPasswordDigits(f.password) },
];

export function firstWithdrawalFailure(form: WithdrawalForm): string | null {
  const rule = withdrawalRules.find((r) => r.fails(form));
  return rule ? rule.message(form) : null;
}

/** POST /api/withdraw body (spec §7): amount, the saved card's id, the payment password. */
export function withdrawalPayload(form: WithdrawalForm) {
  return {
    amount: centsToYuan(parseAmountInput(form.amount) ?? 0),
    bank: form.bindingId ?? 0,
    password: form.password,
  };
}

/** Where a filed withdrawal is: /transRecord on its 取款 tab (type 2), not the default 存款. */
export const withdrawalRecordsPath = `${paths.transRecord}?type=2`;

/** Where 新增 leads: bank → /addBankCard; USDT → the wallet list with the add form open. */
export function addBindingPath(kind: BindingType): string {
  return kind === 2 ? `${paths.wallet}?type=2&show=1` : paths.addBankCard;
}

/** "6217 **** 0001": enough to recognise a card or address, not enough to copy it off a screen. */
export function maskAccount(no: string): string {
  const text = no.replace(/\s+/g, '');
  if (text.length <= 8) return text;
  return `${text.slice(0, 4)} **** ${text.slice(-4)}`;
}

/** A binding's label in the picker: bank name (or protocol for USDT) and the masked number. */
export function bindingLabel(binding: Binding, kind: BindingType): string {
  const head = kind === 2 ? `USDT-${binding.bank_owner}` : binding.bank;
  return `${head} ${maskAccount(binding.bank_no)}`;
}
