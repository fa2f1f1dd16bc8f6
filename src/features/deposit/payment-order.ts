import { DEPOSIT_WINDOW_MINUTES } from '@/config/constants';
import { divideFloorCents, formatCents, toCents } from '@contract/money';
import { depositTexts } from './model';

// The deposit order /payInfo shows once /recharge has placed it: its number, the payment window's
// countdown, its header and how its account and QR code are shown (docs/product.md#screens-and-routes, #states-and-transitions, #constants-and-limits).

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

/** mm:ss of what is left, whole seconds rounded down; stops at 00:00 (docs/product.md#states-and-transitions). */
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

/** Deposit states of docs/product.md#states-and-transitions (0 未定义, 1 待审核, 2 审核通过, 3 审核拒绝). */
const DEPOSIT_STATE_LABELS: Record<number, string> = {
  0: '未定义',
  1: '待审核',
  2: '审核通过',
  3: '审核拒绝',
};

/**
 * What the /payInfo header says: the countdown while a pending order's 60 minutes run (docs/product.md#states-and-transitions), else
 * the order's state (reviewed, or pending past its window). An answer without a state keeps
 * docs/product.md's countdown, which stops at 00:00. No "expired" state is invented (docs/product.md#states-and-transitions).
 */
export function payInfoHeader(
  state: number | null | undefined,
  leftMs: number,
): { kind: 'countdown' } | { kind: 'state'; label: string } {
  if (state === null || state === undefined) return { kind: 'countdown' };
  if (state === 1 && leftMs > 0) return { kind: 'countdown' };
  return { kind: 'state', label: DEPOSIT_STATE_LABELS[state] ?? DEPOSIT_STATE_LABELS[0]! };
}

/** USDT to send for a USDT order: amount ÷ the order's rate (else today's), floored to 2 decimals (docs/product.md#constants-and-limits). */
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

/** The payment QR belongs to usdtpay (docs/product.md#screens-and-routes) and to the WeChat / Alipay collection codes, never to a bank transfer. */
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
