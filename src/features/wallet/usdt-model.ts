import { usdtRules, type UsdtForm } from '@contract/usdt-rules';
import { firstFailure, readDigits } from '@contract/rule';
import { DEFAULT_BIND_PROTOCOL } from '@/config/constants';

/**
 * The USDT address form's model, apart from model.ts: its rules check the address's checksum with
 * hash code that only this form loads (not the card form, the lists or the overview).
 */

export type UsdtProtocol = 'TRC20' | 'ERC20';
export const USDT_PROTOCOLS: readonly UsdtProtocol[] = ['TRC20', 'ERC20'];
export const DEFAULT_USDT_PROTOCOL: UsdtProtocol = DEFAULT_BIND_PROTOCOL;

export const emptyUsdtForm: UsdtForm = { protocol: DEFAULT_USDT_PROTOCOL, address: '', pay_pass: '' };

export const validateUsdt = (form: UsdtForm) => firstFailure(usdtRules, form);

export function usdtRequest(form: UsdtForm) {
  return {
    bank: 'USDT',
    bank_no: form.address.trim(),
    bank_owner: form.protocol,
    pay_pass: readDigits(form.pay_pass),
  };
}
