import type { Hono } from 'hono';
import QRCode from 'qrcode';
import { allCalls as calls } from '../../../contract/all-calls';
import { Code } from '../../../contract/envelope';
import {
  moneyRuleMessages,
  orderMissingMessage,
  rangeMessage,
  rechargeMessages,
} from '../../../contract/money-limits';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { absoluteUrl } from '../http/origin';
import {
  amountTextToCents,
  formatCents,
  formatCentsPlain,
  isAmountText,
  sentAmountText,
} from '../../../contract/money';
import {
  createDeposit,
  findOwnDeposit,
  payRange,
  payWallet,
  PAYTYPE_WAY,
  payWayFlags,
  receivingAccounts,
  type RangeType,
} from '../repositories/deposits';
import { getSettings } from '../repositories/settings';

/** "100.00" → "100", "99.50" stays: the range message reads like the client's own. */
/** Pay ways, ranges, the deposit order (pending until an operator approves it) and its pay info. */
export function registerDepositRoutes(api: Hono, deps: RouteDeps) {
  defineRoute(api, deps, calls.getPayWay, ({ db }) => ({ data: { ...payWayFlags(db), rengong: 1 } }));

  defineRoute(api, deps, calls.getPayRange, ({ db, input }) => {
    const range = payRange(db, input.type);
    return { data: { min_price: formatCents(range.min_cents), max_price: formatCents(range.max_cents) } };
  });

  defineRoute(api, deps, calls.recharge, ({ db, user, input }) => {
    if (payWayFlags(db)[PAYTYPE_WAY[input.paytype]] !== 1) fail(rechargeMessages.methodClosed);
    const protocol = input.catepay;
    if (input.paytype === 'usdt' && !protocol) fail(rechargeMessages.protocol);
    const rangeType: RangeType =
      input.paytype === 'usdt'
        ? protocol === 'ERC20'
          ? 'usdt-erc20'
          : 'usdt-trc20'
        : input.paytype === 'wxpay'
          ? 'wechat'
          : input.paytype;
    const amountText = sentAmountText(input.amount);
    if (amountText.trim() !== '' && !isAmountText(amountText)) fail(moneyRuleMessages.amountFormat);
    const amount = amountTextToCents(amountText);
    const range = payRange(db, rangeType);
    if (amount === null || amount <= 0 || amount < range.min_cents || amount > range.max_cents) {
      fail(rangeMessage(formatCentsPlain(range.min_cents), formatCentsPlain(range.max_cents)));
    }
    const bankFields = { bank: null, bank_address: null, bank_no: null, bank_owner: null } as Record<
      string,
      string | null
    >;
    if (input.paytype === 'bank') {
      const owner = input.bank_owner?.trim();
      const bank = input.bank?.trim();
      const bankNo = input.bank_no?.replace(/\s+/g, '');
      const address = input.bank_address?.trim();
      if (!owner) fail(rechargeMessages.holder);
      if (!bank) fail(rechargeMessages.bank);
      if (!bankNo) fail(rechargeMessages.cardNumber);
      if (!address) fail(rechargeMessages.branch);
      Object.assign(bankFields, { bank, bank_address: address, bank_no: bankNo, bank_owner: owner });
    }
    const depositNo = createDeposit(db, user.id, {
      paytype: input.paytype,
      amount_cents: amount!,
      bank: bankFields.bank ?? null,
      bank_address: bankFields.bank_address ?? null,
      bank_no: bankFields.bank_no ?? null,
      bank_owner: bankFields.bank_owner ?? null,
      catepay: input.paytype === 'usdt' ? protocol! : null,
      usdt_rate: input.paytype === 'usdt' ? (getSettings(db).usdt_rate ?? null) : null,
    });
    // The family returns the order number in `message`; the client navigates to /payInfo with it.
    return { message: depositNo };
  });

  defineRoute(api, deps, calls.getpaybank, ({ db }) => ({
    data: receivingAccounts(db, 'bank').map((account) => ({
      bank_no: account.bank_no,
      bank_owner: account.bank_owner,
      bank_address: account.bank_address,
      bank_data: { bank_name: account.bank_name },
    })),
  }));

  /**
   * `message` is docs/product.md's type (usdtpay or bankpay); `channel` the family's finer one (bankpay,
   * wxpay, alipay, usdtpay). `cardlist` is always the receiving account or wallet with a QR image.
   */
  defineRoute(api, deps, calls.payinfo, async ({ db, user, input, c }) => {
    const order = findOwnDeposit(db, user.id, input.deposit_no.trim());
    if (!order) return fail(orderMissingMessage, Code.noData);
    const data = (channel: string, cardlist: { mch_id: string; content: string | null; payimg: string }) => ({
      message: channel === 'usdtpay' ? 'usdtpay' : 'bankpay',
      data: {
        deposit_no: order.deposit_no,
        channel,
        info: {
          amount: formatCents(order.amount_cents),
          created_at: order.created_at,
          paytype: order.paytype,
          // Beyond the family's fields: the order's state and, for USDT, the rate it was made at.
          state: order.state,
          usdtrate: order.usdt_rate,
        },
        cardlist,
      },
    });
    const qr = (text: string) => QRCode.toDataURL(text, { margin: 1, width: 240 });

    if (order.paytype === 'usdt') {
      const accounts = receivingAccounts(db, 'usdt');
      const account = accounts.find((a) => a.protocol === order.catepay) ?? accounts[0];
      if (!account) return fail('暂无可用的收款地址，请联系在线客服');
      return data('usdtpay', {
        mch_id: account.bank_no,
        content: account.protocol ?? order.catepay,
        payimg: await qr(account.bank_no),
      });
    }
    if (order.paytype === 'wxpay' || order.paytype === 'alipay') {
      const wallet = payWallet(db, order.paytype);
      if (!wallet) return fail('暂无可用的收款账户，请联系在线客服');
      return data(order.paytype, {
        mch_id: wallet.mch_id,
        content: wallet.content,
        payimg: absoluteUrl(c, wallet.payimg),
      });
    }
    const account = receivingAccounts(db, 'bank')[0];
    if (!account) return fail('暂无可用的收款账户，请联系在线客服');
    return data('bankpay', {
      mch_id: account.bank_no,
      content: `${account.bank_name} ${account.bank_owner}`,
      payimg: await qr(`${account.bank_name} ${account.bank_no} ${account.bank_owner}`),
    });
  });
}
