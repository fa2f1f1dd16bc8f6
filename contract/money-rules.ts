/**
 * The limits and messages of the money forms — deposit and withdrawal — that both sides enforce:
 * the client toasts the first failure, the server refuses the request with the same words. Defined
 * once so the two can never disagree (docs/product.md, money requests).
 */

/** Withdrawal: at least 100 元, at most 1 000 000 元 a request. */
export const WITHDRAW_MIN_CENTS = 100_00;
export const WITHDRAW_MAX_CENTS = 1_000_000_00;
const yuan = (cents: number) => String(cents / 100);

export const withdrawalMessages = {
  chooseBank: '请选择您要提现到的银行卡',
  chooseUsdt: '请选择USDT地址',
  badAmount: '请输入正确的提现金额',
  belowMin: `单笔取款不能低于${yuan(WITHDRAW_MIN_CENTS)}元`,
  aboveMax: `单笔取款不能高于${yuan(WITHDRAW_MAX_CENTS)}元`,
  passwordRequired: '请输入您的支付密码',
  payPasswordNotSet: '请先设置支付密码',
  wrongPassword: '支付密码错误',
  aboveBalance: '提现金额超出可用余额',
  submitted: '提交成功，等待后台审核',
} as const;

/** Deposit by bank transfer: the four fields of the depositor's card, in the form's order. */
export const rechargeMessages = {
  holder: '请输入存款人姓名',
  bank: '请输入银行类型',
  cardNumber: '请输入银行卡号',
  branch: '请输入银行开户行地址',
  methodClosed: '该支付方式暂未开放，请选择其他方式',
  protocol: '请选择钱包协议',
} as const;

/** The range a deposit amount must fall in, with both ends written as plain yuan ("100", "99.50"). */
export const rangeMessage = (min: string, max: string) => `请输入金额在${min}-${max}之间！`;
