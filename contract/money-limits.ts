/**
 * The limits, rules and messages of the money forms that both sides enforce — deposit and
 * withdrawal limits, a USDT address's format per network, a bank card's holder, the payment
 * password's digits, turnover owed: the client toasts the first failure, the server refuses the
 * request with the same words. Defined once so the two can never disagree.
 */
import { payPasswordDigitsMessage } from './account-limits';
import { formatCentsPlain } from './money';

/** Withdrawal: at least 100 元, at most 1 000 000 元 a request. */
export const WITHDRAW_MIN_CENTS = 100_00;
export const WITHDRAW_MAX_CENTS = 1_000_000_00;

export const withdrawalMessages = {
  chooseBank: '请选择您要提现到的银行卡',
  chooseUsdt: '请选择USDT地址',
  belowMin: `单笔取款不能低于${formatCentsPlain(WITHDRAW_MIN_CENTS)}元`,
  aboveMax: `单笔取款不能高于${formatCentsPlain(WITHDRAW_MAX_CENTS)}元`,
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

/** A transfer between the main wallet and a venue's. */
export const transferMessages = {
  amountRequired: '请输入操作金额！',
  venueToVenue: '场馆内钱包不支持互转',
  targetRequired: '请选择转入平台',
  same: '转出和转入账户不能相同',
  badAmount: '请输入正确的操作金额',
} as const;

/** An order number the member does not own or that does not exist (deposit pay info, order detail). */
export const orderMissingMessage = '订单不存在';

/** The range a deposit amount must fall in, with both ends written as plain yuan ("100", "99.50"). */
export const rangeMessage = (min: string, max: string) => `请输入金额在${min}-${max}之间！`;

/**
 * Binding a card or address: docs/product.md's 6–18 payment password, a card number's and an address's
 * length.
 */
export const BIND_PAY_PASSWORD_MIN = 6;
export const BIND_PAY_PASSWORD_MAX = 18;
export const CARD_NUMBER_MIN = 8;
export const CARD_NUMBER_MAX = 50;
export const USDT_ADDRESS_MIN = 26;
export const USDT_ADDRESS_MAX = 42;

/** Fixed messages of binding a card or an address; the typos 输人 are the product's own text. */
export const bindMessages = {
  holder: '请输入姓名',
  bank: '请输入银行',
  branch: '请输入开户行地址',
  cardNumber: '请输人银行卡号',
  payPassword: '请输人支付密码',
  cardNumberLength: '请输人正确的卡号长度',
  payPasswordLength: '请输人支付密码长度',
  address: '请输入USDT地址',
  protocol: '请选择钱包协议',
  addressLength: `请输入正确的USDT地址（${USDT_ADDRESS_MIN}-${USDT_ADDRESS_MAX}位）`,
  /** A number another member has bound: one card or address, one account (the server knows). */
  cardTaken: '该银行卡已被其他账户绑定',
  addressTaken: '该USDT地址已被其他账户绑定',
} as const;

export type UsdtNetwork = 'TRC20' | 'ERC20';

/** Base58 (Bitcoin alphabet: no 0, O, I, l), which TRON addresses are written in. */
const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const ERC20_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export const moneyRuleMessages = {
  /**
   * An amount that is not plain digits with at most two decimals (1e2, -5, 0100, 1.005, 1,000):
   * said as such, never answered as if it were a number below the minimum.
   */
  amountFormat: '请输入正确的金额（数字，最多两位小数）',
  usdtAddress: {
    TRC20: 'TRC20地址格式不正确：应以T开头，共34位，请核对协议与地址',
    ERC20: 'ERC20地址格式不正确：应以0x开头，共42位，请核对协议与地址',
  },
  /** The right shape, a wrong checksum: a character changed, dropped or retyped (contract/usdt-address.ts). */
  usdtChecksum: {
    TRC20: 'TRC20地址校验失败，地址有误或不完整，请复制完整地址',
    ERC20: 'ERC20地址校验失败，字母大小写与地址不符，请复制完整地址',
  },
  usdtZeroAddress: '该地址为零地址（销毁地址），转入的资金无法找回，请核对地址',
  /** A burn address other than zero (contract/usdt-address.ts UNSPENDABLE_ERC20). */
  usdtUnspendableAddress: '该地址为销毁地址，转入的资金无法找回，请核对地址',
  /** An ERC20 address typed all in one case: it carries no checksum, so a typo would pass. */
  usdtErc20OneCase: 'ERC20地址须按钱包显示的大小写填写，请复制钱包显示的完整地址（区分大小写）',
  payPasswordDigits: payPasswordDigitsMessage,
} as const;

/** A USDT address written as its network writes them: TRC20 `T` + 33 base58, ERC20 `0x` + 40 hex. */
export function isUsdtAddressOf(network: string, address: string): boolean {
  const text = address.trim();
  if (network.toUpperCase() === 'TRC20') return TRC20_ADDRESS.test(text);
  if (network.toUpperCase() === 'ERC20') return ERC20_ADDRESS.test(text);
  return false;
}

/** The message for an address that is not one of `network`'s. */
export const usdtAddressMessage = (network: string): string =>
  network.toUpperCase() === 'ERC20'
    ? moneyRuleMessages.usdtAddress.ERC20
    : moneyRuleMessages.usdtAddress.TRC20;

/**
 * A bank card is bound only in the member's own name: the holder must be the member's real name
 * (spaces aside, letters in any case for a Latin name).
 */
export function isOwnName(holder: string, realName: string): boolean {
  const plain = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  return plain(holder) === plain(realName);
}

export const holderMismatchMessage = (realName: string): string => `请使用本人（${realName.trim()}）的银行卡`;

/** A withdrawal while turnover is still owed: the amount still to wager, in yuan ("1798.00"). */
export const turnoverOwedMessage = (owedYuan: string): string => `还需完成打码量${owedYuan}元后方可申请取款`;

/**
 * Withdrawals held after a login- or payment-password change (docs/security.md): `until` is Beijing
 * time as the server sends it ("2026-01-02 10:00:00").
 */
export const securityHoldMessage = (until: string): string =>
  `为保障资金安全，修改密码后暂停提款，${until.slice(0, 16)}（北京时间）后可再次申请取款`;

/**
 * Every way money arrives in a member's wallet, each of which may carry turnover: an approved deposit,
 * an agent's recharge (代充), a red packet, a claimed rebate, a settled agent commission, an operator's
 * credit. A new kind added here does not compile until it has its source and rule (server turnover.ts),
 * its ledger reason (server ledger.ts) and its label below.
 */
export const TURNOVER_CREDIT_KINDS = [
  'deposit',
  'agent_recharge',
  'redpacket',
  'rebate',
  'commission',
  'operator_credit',
] as const;
export type TurnoverCreditKind = (typeof TURNOVER_CREDIT_KINDS)[number];

/** Which credits carry turnover unless the operator says otherwise (setting turnover_credits). */
export const DEFAULT_TURNOVER_CREDITS = 'deposit,agent_recharge,redpacket,commission,operator_credit';

/** The operator's list of credits that carry turnover ("deposit,redpacket"), or null when it names another. */
export function parseTurnoverCredits(value: string): TurnoverCreditKind[] | null {
  const kinds = value
    .split(',')
    .map((kind) => kind.trim())
    .filter((kind) => kind !== '');
  return kinds.every((kind) => (TURNOVER_CREDIT_KINDS as readonly string[]).includes(kind))
    ? (kinds as TurnoverCreditKind[])
    : null;
}

/** What each credit is called where the member is told why turnover is owed. */
export const turnoverCreditLabels: Record<TurnoverCreditKind, string> = {
  deposit: '存款',
  agent_recharge: '代理充值',
  redpacket: '红包',
  rebate: '返水',
  commission: '佣金',
  operator_credit: '人工存入',
};

/** The operator's turnover multiple as sent (a whole number; 0 = none), 1 when missing or unreadable. */
export function turnoverMultiple(value: number | string | null | undefined): number {
  const n = Number(value ?? 1);
  return Number.isInteger(n) && n >= 0 ? n : 1;
}

/** The site's turnover tip with the operator's multiple (1 until it is known; 0 = none required). */
export function turnoverTip(multiple: number | string | null | undefined): string {
  const n = turnoverMultiple(multiple);
  const rule =
    n === 0 ? '存款无需完成流水即可申请取款' : `未参与任何优惠活动的存款，需完成${n}倍流水后方可申请取款`;
  return `温馨提示：打码量（流水）的更新可能有10-15分钟延迟，请耐心等待；${rule}。`;
}
