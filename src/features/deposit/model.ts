import type { PayWay } from '@contract/money-calls';
import { DEFAULT_MONEY_FORM_PROTOCOL, DEFAULT_PAY_RANGE } from '@/config/constants';
import { type Cents, formatCentsPlain, toCents } from '@contract/money';

// The deposit screens' words, the pay methods the server can enable and their amount ranges
// (docs/product.md#screens-and-routes, #states-and-transitions, #constants-and-limits). The form's rules are in recharge-form.ts, the placed order's
// reading in payment-order.ts.

/** The words of the deposit form (/recharge) and the order detail (/payInfo). */

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

export type PayMethod = 'bank' | 'usdt' | 'wechat' | 'alipay';
export type Protocol = 'TRC20' | 'ERC20';
export const PROTOCOLS: readonly Protocol[] = ['TRC20', 'ERC20'];

/** Flag order of docs/product.md#states-and-transitions (card, usdt, wechat, alipay) with each method's tab label. */
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

/** docs/product.md#states-and-transitions: the first enabled method in flag order; null when none is enabled. */
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

/** A quick amount (docs/product.md#constants-and-limits) is offered only inside the method's range; outside it would only fail the range rule. */
export const quickAmountFits = (yuan: number, range: RangeCents) =>
  yuan * 100 >= range.min && yuan * 100 <= range.max;

/** The methods whose form a bound card or wallet concerns: WeChat and Alipay need neither. */
export const asksForBinding = (method: PayMethod | null) => method === 'bank' || method === 'usdt';

export const rangeText = (range: RangeCents) =>
  `${formatCentsPlain(range.min)} - ${formatCentsPlain(range.max)}`;
