import type { VenueWallet } from '@contract/wallet-calls';
import { MAX_BINDINGS } from '@/config/constants';
import { paths } from '@/config/paths';
import { type Cents, toCents } from '@contract/money';
import { addCents } from '@/lib/money';

/**
 * docs/product.md#screens-and-routes/#states-and-transitions/#validation-rules: the wallet overview's and the card and USDT lists' rules, and every
 * wallet text. The binding forms' limits and rules are in ./card-form.ts, so the lists do not carry
 * them.
 */

export const walletTexts = {
  overviewTitle: '我的钱包',
  cardsTitle: '银行卡管理',
  usdtTitle: 'USDT钱包管理',
  totalAssets: '总资产',
  mainWallet: '中心钱包',
  gameWallets: '游戏钱包',
  venueWallets: '场馆钱包',
  deposit: '存款',
  withdraw: '取款',
  transfer: '转账',
  manageCards: '银行卡管理',
  manageUsdt: 'USDT钱包管理',
  addCard: '添加银行卡',
  addUsdt: '添加USDT钱包',
  cardLimit: `最多支持添加${MAX_BINDINGS}张银行卡`,
  usdtLimit: `最多支持添加${MAX_BINDINGS}个地址`,
  cardFull: `已绑定${MAX_BINDINGS}张银行卡，已达上限`,
  usdtFull: `已绑定${MAX_BINDINGS}个USDT地址，已达上限`,
  unbind: '解除绑定',
  unbindTitle: '温馨提示',
  unbindConfirm: '确定要解除绑定该卡片吗？',
  unbound: '解绑成功',
  bound: '绑定成功',
  // forms
  addBankCardTitle: '添加银行卡',
  addUsdtCardTitle: '添加USDT地址',
  usdtPopupTitle: '添加USDT钱包',
  holder: '持卡人姓名',
  holderTip: '为了资金快速到账，持卡人姓名须与银行卡开户姓名一致',
  bank: '银行类型',
  bankPlaceholder: '请选择银行类型',
  branch: '开户行地址',
  cardNumber: '银行卡号',
  payPassword: '支付密码',
  confirm: '确认添加',
  coin: '币种',
  protocol: '钱包协议',
  address: 'USDT地址',
  mismatchWarning: '钱包地址与协议必须一致：协议选错或地址有误，资金将无法到账且无法追回。',
  copyAdvice: '请从钱包或交易所直接复制粘贴地址，切勿手动输入。',
  networkFailed: '网络异常，请检查网络后重试（已填写的内容已保留）',
  badAnswer: '服务器返回的数据有误，请稍后再试（已填写的内容已保留）',
} as const;

/** Adding is offered only while fewer than 5 are bound (docs/product.md#states-and-transitions). */
export const canAddMore = (count: number) => count < MAX_BINDINGS;

/** `/wallet?type=` → 0 overview, 1 bank cards, 2 USDT; `show=1` opens the USDT form at once. */
export function parseWalletQuery(search: string): { type: 0 | 1 | 2; show: boolean } {
  const q = new URLSearchParams(search);
  const raw = q.get('type');
  const type = raw === '0' ? 0 : raw === '2' ? 2 : 1;
  return { type, show: type === 2 && q.get('show') === '1' };
}

export const walletPath = (type: 0 | 1 | 2) => `${paths.wallet}?type=${type}`;

/** Game wallets: the venue list without the virtual platform wallet. */
export function gameWallets(venues: readonly VenueWallet[] | undefined): VenueWallet[] {
  return (venues ?? []).filter((v) => v.platname !== 'userbalance');
}

/** Sum of the game wallets in cents. */
export function sumVenueCents(venues: readonly VenueWallet[] | undefined): Cents {
  return gameWallets(venues).reduce((sum, v) => addCents(sum, toCents(v.balance) ?? 0), 0);
}

/**
 * Total assets = main balance + game wallets (docs/product.md: balance + `gameblance`). The server's
 * `gameblance` wins when it sends one; otherwise the venue list is summed.
 */
export function totalAssetsCents(
  balance: number | string | null | undefined,
  gameblance: number | string | null | undefined,
  venues: readonly VenueWallet[] | undefined,
): { main: Cents; games: Cents; total: Cents } {
  const main = toCents(balance) ?? 0;
  const games = toCents(gameblance) ?? sumVenueCents(venues);
  return { main, games, total: addCents(main, games) };
}
