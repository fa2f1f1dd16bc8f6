import { firstFailure, type Rule } from '@contract/rule';
import { rangeMessage, rechargeMessages } from '@contract/money-limits';
import type { PayWay } from '@contract/entities';
import { DEFAULT_MONEY_FORM_PROTOCOL, DEFAULT_PAY_RANGE, DEPOSIT_WINDOW_MINUTES } from '@/config/constants';
import {
  divideFloorCents,
  formatCents,
  formatCentsPlain,
  parseAmountInput,
  toCents,
  type Cents,
} from '@/lib/money';

/** docs/product.md §2/§4/§5/§9 rules of the deposit form (/recharge) and the order detail (/payInfo). */

export const depositTexts = {
  title: '财务中心',
  payInfoTitle: '充值详情',
  balance: '账户余额',
  refreshBalance: '刷新余额',
  withdraw: '取款',
  submit: '立即存款',
  amount: '存款金额',
  quickAmounts: '快捷金额',
  protocol: '钱包协议',
  estimate: '预计到账',
  rate: '参考汇率',
  holder: '存款人姓名',
  holderTip: '为及时到账，请填写与付款账户一致的存款人姓名',
  bank: '银行类型',
  bankPlaceholder: '请选择银行类型',
  cardNumber: '银行卡号',
  branch: '开户行地址',
  receiving: '收款账户',
  protocolWarning: '请按所选协议付款，协议选错将无法到账，损失由付款人自负。',
  noBindingTitle: '温馨提示',
  noBindingText: '您还没有绑定任何银行卡或USDT钱包，请先前往绑定。',
  bindBank: '绑定银行卡',
  bindUsdt: '绑定USDT钱包',
  later: '稍后再说',
  help: '存款遇到问题？联系',
  service: '在线客服',
  methodsFailed: '支付方式加载失败',
  noMethods: '暂无可用的支付方式，请联系在线客服',
  badAnswer: '服务器返回的数据有误，请稍后再试（已填写的内容已保留）',
  // /payInfo
  payWithin: '请在',
  payWithinAfter: '内完成支付',
  autoCredit: '成功付款后，将自动到账！',
  contactBefore: '如有问题，请',
  contact: '联系客服',
  contactAfter: '确认',
  orderNo: '订单号',
  tradeTime: '交易时间',
  method: '充值方式',
  address: '收款地址',
  wechatId: '微信号',
  alipayAccount: '支付宝账号',
  saveQr: '保存二维码',
  qrHintWechat: '也可长按二维码保存到相册，再打开微信扫一扫识别',
  qrHintAlipay: '也可长按二维码保存到相册，再打开支付宝扫一扫识别',
  qrHintUsdt: '请用USDT钱包App（如imToken、TokenPocket）扫码付款，微信、支付宝无法识别',
  thisOrder: '本单收款',
  payThisOne: '请向标有“本单收款”的账户转账，金额须与订单一致',
  payAnyOne: '以下账户任选其一转账，金额须与订单一致',
  walletProtocol: '钱包协议',
  qr: '付款二维码',
  account: '收款账号',
  accountOwner: '银行户名',
  accountBank: '开户行',
  accountAddress: '银行地址',
  done: '充值完成',
  records: '资金明细',
  usdtToSend: '应付',
  orderState: '订单状态',
  noOrder: '缺少订单号，无法显示充值详情',
  orderFailed: '无法加载该订单',
} as const;

export { rangeMessage, rechargeMessages };

export type PayMethod = 'bank' | 'usdt' | 'wechat' | 'alipay';
export type Protocol = 'TRC20' | 'ERC20';
export const PROTOCOLS: readonly Protocol[] = ['TRC20', 'ERC20'];

/** Flag order of docs/product.md §4 (card, usdt, wechat, alipay) with each method's tab label. */
export const PAY_METHODS: readonly { method: PayMethod; flag: keyof PayWay; label: string }[] = [
  { method: 'bank', flag: 'card', label: '银行卡' },
  { method: 'usdt', flag: 'usdt', label: '数字货币' },
  { method: 'wechat', flag: 'wechat', label: '微信' },
  { method: 'alipay', flag: 'alipay', label: '支付宝' },
];

/** The methods the server enables, in flag order. */
export function enabledMethods(flags: PayWay | undefined): PayMethod[] {
  if (!flags) return [];
  return PAY_METHODS.filter((m) => Number(flags[m.flag]) === 1).map((m) => m.method);
}

/** docs/product.md §4: the first enabled method in flag order; null when none is enabled. */
export function defaultMethod(flags: PayWay | undefined): PayMethod | null {
  return enabledMethods(flags)[0] ?? null;
}

/** The method shown: the user's pick while it is still enabled, else the default. */
export function shownMethod(flags: PayWay | undefined, picked: PayMethod | null): PayMethod | null {
  const enabled = enabledMethods(flags);
  return picked && enabled.includes(picked) ? picked : (enabled[0] ?? null);
}

export const DEFAULT_DEPOSIT_PROTOCOL: Protocol = DEFAULT_MONEY_FORM_PROTOCOL;

/** `getPayRange` type of a method (and protocol for USDT). */
export function rangeTypeOf(
  method: PayMethod,
  protocol: Protocol,
): 'bank' | 'wechat' | 'alipay' | 'usdt-erc20' | 'usdt-trc20' {
  if (method === 'usdt') return protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
  return method;
}

/** `recharge` paytype of a method (WeChat is `wxpay` on the wire). */
export function paytypeOf(method: PayMethod): 'bank' | 'usdt' | 'wxpay' | 'alipay' {
  return method === 'wechat' ? 'wxpay' : method;
}

export interface RangeCents {
  min: Cents;
  max: Cents;
}

export const DEFAULT_RANGE_CENTS: RangeCents = {
  min: DEFAULT_PAY_RANGE.min * 100,
  max: DEFAULT_PAY_RANGE.max * 100,
};

/** The server's range in cents; docs/product.md's default until it answers (or when it answers nonsense). */
export function rangeCents(
  answer: { min_price: number | string; max_price: number | string } | undefined,
): RangeCents {
  const min = toCents(answer?.min_price);
  const max = toCents(answer?.max_price);
  if (min === null || max === null || min > max) return DEFAULT_RANGE_CENTS;
  return { min, max };
}

/** A quick amount (docs/product.md §9) is offered only inside the method's range; outside it would only fail the range rule. */
export const quickAmountFits = (yuan: number, range: RangeCents) =>
  yuan * 100 >= range.min && yuan * 100 <= range.max;

/** The methods whose form a bound card or wallet concerns: WeChat and Alipay need neither. */
export const asksForBinding = (method: PayMethod | null) => method === 'bank' || method === 'usdt';

export const rangeText = (range: RangeCents) =>
  `${formatCentsPlain(range.min)} - ${formatCentsPlain(range.max)}`;

export interface RechargeForm {
  amount: string;
  bank_owner: string;
  bank: string;
  bank_no: string;
  bank_address: string;
}

export const emptyRechargeForm: RechargeForm = {
  amount: '',
  bank_owner: '',
  bank: '',
  bank_no: '',
  bank_address: '',
};

/** What a deposit request is checked on: the form, the chosen method and that method's range. */
export interface RechargeInput {
  form: RechargeForm;
  method: PayMethod;
  range: RangeCents;
}

const bankOnly = (filled: (form: RechargeForm) => boolean, message: string): Rule<RechargeInput> => ({
  message,
  fails: ({ form, method }) => method === 'bank' && !filled(form),
});

/** docs/product.md §5 money request, in order: the bank method's four fields, then the range. */
export const rechargeRules: readonly Rule<RechargeInput>[] = [
  bankOnly((f) => f.bank_owner.trim() !== '', rechargeMessages.holder),
  bankOnly((f) => f.bank.trim() !== '', rechargeMessages.bank),
  bankOnly((f) => f.bank_no.trim() !== '', rechargeMessages.cardNumber),
  bankOnly((f) => f.bank_address.trim() !== '', rechargeMessages.branch),
  {
    message: ({ range }) => rangeMessage(formatCentsPlain(range.min), formatCentsPlain(range.max)),
    fails: ({ form, range }) => {
      const cents = parseAmountInput(form.amount);
      return cents === null || cents < range.min || cents > range.max;
    },
  },
];

/** The first broken rule's message, or null when the form may be sent. */
export function validateRecharge(form: RechargeForm, method: PayMethod, range: RangeCents): string | null {
  return firstFailure(rechargeRules, { form, method, range });
}

/** The `recharge` body for a valid form (amount as a number of yuan, docs/product.md §7). */
export function rechargeRequest(form: RechargeForm, method: PayMethod, protocol: Protocol) {
  const amount = Number(formatCents(parseAmountInput(form.amount) ?? 0));
  if (method === 'bank') {
    return {
      paytype: 'bank' as const,
      amount,
      bank_owner: form.bank_owner.trim(),
      bank: form.bank.trim(),
      bank_no: form.bank_no.replace(/\s+/g, ''),
      bank_address: form.bank_address.trim(),
    };
  }
  if (method === 'usdt') return { paytype: 'usdt' as const, amount, catepay: protocol };
  return { paytype: paytypeOf(method), amount };
}

/** docs/product.md §9: USDT estimate = amount ÷ usdtrate floored to 2 decimals; '0.00' without amount or rate. */
export function usdtEstimate(amount: string, rate: number | string | null | undefined): string {
  const cents = parseAmountInput(amount);
  if (cents === null) return '0.00';
  const estimate = divideFloorCents(cents, rate);
  return estimate === null ? '0.00' : formatCents(estimate);
}

/** The order number the `recharge` answer carries in its message; null when it carries none. */
export function depositNoFrom(message: string): string | null {
  const no = message.trim();
  return /^[A-Za-z0-9_-]{4,64}$/.test(no) ? no : null;
}

/** `/payInfo?deposit_no=…` */
export function payInfoPath(depositNo: string): string {
  return `/payInfo?${new URLSearchParams({ deposit_no: depositNo }).toString()}`;
}

export function parseDepositNo(search: string): string | null {
  const no = new URLSearchParams(search).get('deposit_no')?.trim();
  return no ? no : null;
}

/**
 * `created_at` of the API family is Beijing wall-clock time ("YYYY-MM-DD HH:mm:ss", no zone).
 * Read it as UTC+8 so the countdown is right on a phone in any time zone. Null when unreadable.
 */
export function parseBeijingTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) {
    const t = Date.parse(text);
    return Number.isNaN(t) ? null : t;
  }
  const [, y, mo, d, h, mi, s = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 8, Number(mi), Number(s));
}

export const DEPOSIT_WINDOW_MS = DEPOSIT_WINDOW_MINUTES * 60_000;

/** Milliseconds left of the 60-minute payment window (never below 0). */
export function remainingMs(createdAt: string, now: number): number {
  const start = parseBeijingTime(createdAt);
  if (start === null) return 0;
  return Math.min(DEPOSIT_WINDOW_MS, Math.max(0, start + DEPOSIT_WINDOW_MS - now));
}

/** mm:ss of what is left, whole seconds rounded down; stops at 00:00 (docs/product.md §4). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const mm = Math.floor(total / 60);
  const ss = total % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** The deposit method's label on /payInfo (the API sends bank, usdt, wxpay, alipay). */
export function paytypeLabel(paytype: string): string {
  const labels: Record<string, string> = {
    bank: '银行卡',
    usdt: 'USDT',
    wxpay: '微信',
    wechat: '微信',
    alipay: '支付宝',
  };
  return labels[paytype] ?? paytype;
}

/** `payinfo` answers its variant in the message: usdtpay or bankpay. */
export type PayInfoKind = 'usdtpay' | 'bankpay';
export function payInfoKind(message: string, paytype: string): PayInfoKind {
  if (message === 'usdtpay' || message === 'bankpay') return message;
  return paytype === 'usdt' ? 'usdtpay' : 'bankpay';
}

/** Deposit states of docs/product.md §4 (0 未定义, 1 待审核, 2 审核通过, 3 审核拒绝). */
const DEPOSIT_STATE_LABELS: Record<number, string> = {
  0: '未定义',
  1: '待审核',
  2: '审核通过',
  3: '审核拒绝',
};

/**
 * What the /payInfo header says: the countdown while a pending order's 60 minutes run (docs/product.md §4), else
 * the order's state (reviewed, or pending past its window). An answer without a state keeps
 * docs/product.md's countdown, which stops at 00:00. No "expired" state is invented (docs/product.md §4).
 */
export function payInfoHeader(
  state: number | null | undefined,
  leftMs: number,
): { kind: 'countdown' } | { kind: 'state'; label: string } {
  if (state === null || state === undefined) return { kind: 'countdown' };
  if (state === 1 && leftMs > 0) return { kind: 'countdown' };
  return { kind: 'state', label: DEPOSIT_STATE_LABELS[state] ?? DEPOSIT_STATE_LABELS[0]! };
}

/** USDT to send for a USDT order: amount ÷ the order's rate (else today's), floored to 2 decimals (docs/product.md §9). */
export function usdtToSend(
  amount: number | string,
  orderRate: number | string | null | undefined,
  currentRate: number | string | null | undefined,
): string | null {
  const cents = toCents(amount);
  if (cents === null) return null;
  const usdt = divideFloorCents(cents, orderRate ?? currentRate);
  return usdt === null ? null : formatCents(usdt);
}

/** An account number or address as it is to be pasted: without the spaces that group it on screen. */
export const copyableAccount = (value: string) => value.replace(/\s+/g, '');

/** The payment QR belongs to usdtpay (docs/product.md §2) and to the WeChat / Alipay collection codes, never to a bank transfer. */
export function showsPayQr(kind: PayInfoKind, paytype: string): boolean {
  return kind === 'usdtpay' || paytype === 'wxpay' || paytype === 'wechat' || paytype === 'alipay';
}

/** The receiving account's label: a WeChat ID (微信号) or an Alipay account, else 收款地址. */
export function walletAccountLabel(paytype: string): string {
  if (paytype === 'wxpay') return depositTexts.wechatId;
  if (paytype === 'alipay') return depositTexts.alipayAccount;
  return depositTexts.address;
}

/**
 * What scans the order's QR: WeChat's and Alipay's collection codes open in their own app, a USDT
 * address only in a crypto wallet (WeChat or Alipay cannot read it).
 */
export function qrHint(paytype: string): string {
  if (paytype === 'wxpay' || paytype === 'wechat') return depositTexts.qrHintWechat;
  if (paytype === 'alipay') return depositTexts.qrHintAlipay;
  return depositTexts.qrHintUsdt;
}

/** A wallet address in groups of four characters, the way a payer compares it. */
export function addressGroups(address: string): string[] {
  return copyableAccount(address).match(/.{1,4}/g) ?? [];
}

/** File name of a saved payment QR: the method and the order, so the photo says what it is for. */
export function qrFileName(paytype: string, depositNo: string): string {
  const method = paytype === 'wxpay' ? 'wechat' : paytype === 'alipay' ? 'alipay' : paytype;
  return `${method}-${depositNo}.png`;
}
