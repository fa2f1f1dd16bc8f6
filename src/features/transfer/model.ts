import { firstFailure } from '@contract/rule';
import { MAIN_WALLET, transferRules, type TransferForm } from '@contract/transfer-rules';
import type { VenueWallet } from '@contract/wallet-calls';
import { transferMessages } from '@contract/money-limits';
import { amountTextToCents, formatYuan } from '@contract/money';
import { centsToYuan } from '@/lib/money';

/** /transfer (docs/product.md#screens-and-routes, #states-and-transitions, #validation-rules, #calls): texts, the wallet list, the ordered rules and the request body. */
export const transferTexts = {
  title: '转账',
  mainBalance: '主账户余额',
  recover: '一键回收',
  refresh: '刷新金额',
  freeTransfer: '免转模式',
  freeTransferHint: '开启后进入游戏自动转入余额，无需手动转账',
  venues: '场馆余额',
  expand: '展开全部',
  collapse: '收起',
  source: '转出钱包',
  target: '转入钱包',
  choose: '选择钱包',
  pick: '请选择',
  amount: '转账金额',
  amountPlaceholder: '请输入金额',
  all: '全部金额',
  submit: '立即转账',
  // docs/product.md#validation-rules, in this order
  amountRequired: transferMessages.amountRequired,
  venueToVenue: transferMessages.venueToVenue,
  targetRequired: transferMessages.targetRequired,
  /** docs/product.md fixes no text for this rule; the reference server answers the same words. */
  same: transferMessages.same,
  /** Not in docs/product.md: 0 or an unreadable figure is stopped here rather than sent. */
  badAmount: transferMessages.badAmount,
  // docs/product.md#states-and-transitions
  statusSaved: '操作成功！',
} as const;

/** The main wallet's platname; docs/product.md#what-the-app-keeps-and-shows prepends it to the venue list as 平台钱包. */
export const PLATFORM_WALLET = MAIN_WALLET;
export const PLATFORM_WALLET_NAME = '平台钱包';

export interface WalletOption {
  platname: string;
  name: string;
  balance: number | string;
}

/** 平台钱包 (the main balance) first, then the venue wallets as the server lists them. */
export function walletOptions(
  venues: readonly VenueWallet[] | undefined,
  mainBalance: number | string | null,
): WalletOption[] {
  return [
    { platname: PLATFORM_WALLET, name: PLATFORM_WALLET_NAME, balance: mainBalance ?? 0 },
    ...(venues ?? []).filter((v) => v.platname !== PLATFORM_WALLET),
  ];
}

export const emptyTransferForm: TransferForm = { source: PLATFORM_WALLET, target: '', amount: '' };

export function firstTransferFailure(form: TransferForm): string | null {
  return firstFailure(transferRules, form);
}

/** POST /api/transfer body (docs/product.md#calls). */
export function transferPayload(form: TransferForm) {
  return {
    amount: centsToYuan(amountTextToCents(form.amount) ?? 0),
    sourcetype: form.source,
    targettype: form.target,
  };
}

/** 全部金额: the source wallet's whole balance, two decimals ('' when the wallet is unknown). */
export function wholeBalance(options: readonly WalletOption[], platname: string): string {
  const wallet = options.find((o) => o.platname === platname);
  return wallet ? formatYuan(wallet.balance) : '';
}
