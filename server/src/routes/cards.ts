import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { Code } from '../../../contract/envelope';
import { bankCardRules } from '../../../contract/bind-rules';
import {
  bindMessages,
  holderMismatchMessage,
  isOwnName,
  withdrawalMessages,
} from '../../../contract/money-limits';
import { usdtNetworkOf, usdtRules } from '../../../contract/usdt-rules';
import { firstFailure, readDigits } from '../../../contract/rule';
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
import { securityMails, sendEventMail } from '../repositories/mail';
import { beijingNow } from '../repositories/periods';

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
    const bankNo = readDigits(input.bank_no);
    const payPass = readDigits(input.pay_pass);
    const owner = input.bank_owner.trim();
    const address = input.bank_address?.trim() ?? '';
    const isUsdt = bank.toUpperCase() === 'USDT';
    const type: BindingType = isUsdt ? 2 : 1;

    // The forms' own rules first, in their order and words; then what only the server knows.
    const problem = isUsdt
      ? firstFailure(usdtRules, { protocol: usdtNetworkOf(owner), address: bankNo, pay_pass: payPass })
      : firstFailure(bankCardRules(user.realname ?? ''), {
          bank_owner: owner,
          bank,
          bank_address: address,
          bank_no: bankNo,
          pay_pass: payPass,
        });
    if (problem) fail(problem);
    // A member without a real name on file may bind no card at all: the rules above skip an unknown name.
    if (!isUsdt && !isOwnName(owner, user.realname ?? '')) fail(holderMismatchMessage(user.realname ?? ''));
    if (!isUsdt && !bankExists(db, bank)) fail('请选择正确的银行');
    if (!user.pay_password_hash) fail(withdrawalMessages.payPasswordNotSet, Code.payPasswordNotSet);
    const keys = { scope: 'pay', account: user.id, address: clientAddress(c) };
    if (!(await deps.attempts.verify(keys, () => verifySecret(payPass, user.pay_password_hash))))
      fail(withdrawalMessages.wrongPassword, Code.wrongPassword);

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
    if (outcome === 'taken') fail(isUsdt ? bindMessages.addressTaken : bindMessages.cardTaken);
    sendEventMail(db, user.id, securityMails.bound(isUsdt, bankNo, beijingNow()));
    return { message: '绑定成功' };
  });

  defineRoute(api, deps, calls.delcard, ({ db, user, input }) => {
    const removed = deleteOwnBinding(db, user.id, input.id);
    if (!removed) fail('该卡片不存在或已解绑', Code.noData);
    sendEventMail(db, user.id, securityMails.unbound(removed!.type === 2, removed!.bank_no, beijingNow()));
    return { message: '解绑成功' };
  });

  defineRoute(api, deps, calls.banklist, ({ db, c }) => ({
    data: listBanks(db).map((bank) => ({
      bank_name: bank.bank_name,
      ico: bank.ico ? absoluteUrl(c, bank.ico) : null,
    })),
  }));
}
