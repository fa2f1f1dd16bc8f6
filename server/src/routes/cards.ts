import type { Hono } from 'hono';
import { calls } from '../../../contract/calls';
import { Code } from '../../../contract/envelope';
import { cardOwnerRule } from '../../../contract/member-rules';
import {
  holderMismatchMessage,
  isOwnName,
  isPayPasswordDigits,
  isUsdtAddressOf,
  moneyRuleMessages,
  usdtAddressMessage,
} from '../../../contract/money-rules';
import { verifySecret } from '../crypto';
import { clientAddress } from '../http/attempt-limit';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import {
  addBinding,
  bankExists,
  bankLogo,
  deleteOwnBinding,
  listBanks,
  listBindings,
  MAX_BINDINGS_PER_TYPE,
  USDT_LOGO,
  type BindingType,
} from '../repositories/cards';
import { absoluteUrl } from '../http/origin';

const USDT_PROTOCOLS = ['TRC20', 'ERC20'];

/** Bank cards (type 1) and USDT addresses (type 2): list, bind with the payment password, unbind. */
export function registerCardRoutes(api: Hono, deps: RouteDeps) {
  // Each binding carries its bank's logo (`ico`, a full URL as in the family).
  defineRoute(api, deps, calls.getcard, ({ db, user, input, c }) => ({
    data: listBindings(db, user.id, input.type as BindingType).map((row) => {
      const ico = row.type === 2 ? USDT_LOGO : bankLogo(db, row.bank);
      return {
        id: row.id,
        bank: row.bank,
        bank_address: row.bank_address,
        bank_no: row.bank_no,
        bank_owner: row.bank_owner,
        ico: ico ? absoluteUrl(c, ico) : null,
      };
    }),
  }));

  defineRoute(api, deps, calls.bindcard, async ({ db, user, input, c }) => {
    const bank = input.bank.trim();
    const bankNo = input.bank_no.replace(/\s+/g, '');
    const owner = input.bank_owner.trim();
    const address = input.bank_address?.trim() ?? '';
    const isUsdt = bank.toUpperCase() === 'USDT';
    const type: BindingType = isUsdt ? 2 : 1;

    if (isUsdt) {
      if (!bankNo) fail('请输入USDT地址');
      if (!USDT_PROTOCOLS.includes(owner.toUpperCase())) fail('请选择钱包协议');
      if (bankNo.length < 26 || bankNo.length > 42 || !/^[A-Za-z0-9]+$/.test(bankNo))
        fail('请输入正确的USDT地址（26-42位字母或数字）');
      // An address of the other network would send the money where it can never be recovered.
      if (!isUsdtAddressOf(owner, bankNo)) fail(usdtAddressMessage(owner));
    } else {
      if (!owner) fail('请输入姓名');
      if (cardOwnerRule.fails({ bank_owner: owner })) fail(cardOwnerRule.message);
      if (!isOwnName(owner, user.realname ?? '')) fail(holderMismatchMessage(user.realname ?? ''));
      if (!bank) fail('请输入银行');
      if (!address) fail('请输入开户行地址');
      if (!bankNo) fail('请输人银行卡号');
      if (bankNo.length < 8 || bankNo.length > 50) fail('请输人正确的卡号长度');
      if (!/^\d+$/.test(bankNo)) fail('银行卡号只能包含数字');
      if (!bankExists(db, bank)) fail('请选择正确的银行');
    }
    if (!input.pay_pass) fail('请输人支付密码');
    if (input.pay_pass.length < 6 || input.pay_pass.length > 18) fail('请输人支付密码长度');
    if (!isPayPasswordDigits(input.pay_pass)) fail(moneyRuleMessages.payPasswordDigits);
    if (!user.pay_password_hash) fail('请先设置支付密码', Code.payPasswordNotSet);
    const keys = { scope: 'pay', account: user.id, address: clientAddress(c) };
    if (!(await deps.attempts.verify(keys, () => verifySecret(input.pay_pass, user.pay_password_hash))))
      fail('支付密码错误', Code.wrongPassword);

    const outcome = addBinding(db, user.id, {
      type,
      bank: isUsdt ? 'USDT' : bank,
      bank_address: isUsdt ? null : address,
      bank_no: bankNo,
      bank_owner: isUsdt ? owner.toUpperCase() : owner,
    });
    if (outcome === 'limit')
      fail(
        isUsdt
          ? `最多只能绑定${MAX_BINDINGS_PER_TYPE}个USDT地址`
          : `最多只能绑定${MAX_BINDINGS_PER_TYPE}张银行卡`,
        Code.cardLimit,
      );
    if (outcome === 'duplicate') fail(isUsdt ? '该USDT地址已绑定' : '该银行卡已绑定');
    return { message: '绑定成功' };
  });

  defineRoute(api, deps, calls.delcard, ({ db, user, input }) => {
    if (!deleteOwnBinding(db, user.id, input.id)) fail('该卡片不存在或已解绑', Code.noData);
    return { message: '解绑成功' };
  });

  defineRoute(api, deps, calls.banklist, ({ db, c }) => ({
    data: listBanks(db).map((bank) => ({ bank_name: bank.bank_name, ico: bank.ico ? absoluteUrl(c, bank.ico) : null })),
  }));
}
