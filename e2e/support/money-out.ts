import { expect, type APIRequestContext } from '@playwright/test';
import { memberCall } from './api';
import { operators } from './app';
import { apiRegister } from './member-session';
import { freshErc20Address, freshTrc20Address } from '../../server/src/testing/usdt-addresses';

/** The payment password apiRegister gives every fresh member. */
export const PAY_PASSWORD = '123456';

/**
 * A fresh member with `yuan` in the main wallet: a bank deposit order, approved by the operator.
 * Its turnover is recorded as wagered unless `owesTurnover` keeps it owed.
 */
export async function fundedMember(request: APIRequestContext, yuan: number, { owesTurnover = false } = {}) {
  const member = await apiRegister(request);
  const order = await memberCall(request, member.token, 'recharge', {
    paytype: 'bank',
    amount: yuan,
    bank: '中国银行',
    bank_address: '北京分行',
    bank_no: '6217000000000001',
    bank_owner: '李四',
  });
  expect(order.code, order.message).toBe(200);
  // A deposit owes its turnover before a withdrawal; these members are set up to move money, so
  // their turnover is recorded as wagered (the operator's back door, as a settled bet would).
  operators([['approve-deposit', order.message], ...(owesTurnover ? [] : [['waive-turnover', member.name]])]);
  return member;
}

let cardsMade = 0;
/**
 * A card number no other member on this worker's server has bound (a number belongs to one
 * account), ending in 0088 as the screens' masks show it.
 */
export const freshCardNumber = () =>
  `6222${String(Date.now() % 1e8).padStart(8, '0')}${String(++cardsMade % 100).padStart(2, '0')}0088`;

/** Bind a bank card (type 1) through the API. */
export async function bindCard(request: APIRequestContext, token: string, bankNo = freshCardNumber()) {
  const answer = await memberCall(request, token, 'bindcard', {
    bank: '中国工商银行',
    bank_address: '上海分行',
    bank_no: bankNo,
    bank_owner: '李四',
    pay_pass: PAY_PASSWORD,
  });
  expect(answer.code, answer.message).toBe(200);
}

/** Bind a USDT address (type 2) through the API. */
export async function bindUsdt(
  request: APIRequestContext,
  token: string,
  protocol: 'TRC20' | 'ERC20' = 'TRC20',
) {
  const answer = await memberCall(request, token, 'bindcard', {
    bank: 'USDT',
    // an address as its network writes them, its checksum holding, bound by no one else
    bank_no: protocol === 'ERC20' ? freshErc20Address() : freshTrc20Address(),
    bank_owner: protocol,
    pay_pass: PAY_PASSWORD,
  });
  expect(answer.code, answer.message).toBe(200);
}

/** Venue wallets as the server knows them. */
export async function apiVenues(request: APIRequestContext, token: string) {
  return (
    await memberCall<{ platname: string; name: string; balance: string }[]>(request, token, 'balancelist')
  ).data;
}

/** A fresh bank deposit order of the member whose token is given (not yet approved); its number. */
export async function bankDepositOrder(request: APIRequestContext, token: string): Promise<string> {
  const answer = await memberCall(request, token, 'recharge', {
    paytype: 'bank',
    amount: '500',
    bank: '中国工商银行',
    bank_no: '6222021001123456',
    bank_owner: '李四',
    bank_address: '深圳福田支行',
  });
  expect(answer.code, answer.message).toBe(200);
  return answer.message;
}
