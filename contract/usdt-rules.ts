/**
 * Binding a USDT address (docs/product.md#validation-rules "USDT address"): the ordered rules the form toasts and
 * the server refuses with, in the same order and words. Apart from bind-rules.ts because the
 * checksum (usdt-address.ts) carries hash code that only the address form should load.
 */
import { isPayPasswordDigits } from './account-limits';
import { filled, must, payPasswordLengthOk } from './bind-rules';
import {
  bindMessages,
  isUsdtAddressOf,
  moneyRuleMessages,
  USDT_ADDRESS_MAX,
  USDT_ADDRESS_MIN,
  usdtAddressMessage,
  type UsdtNetwork,
} from './money-limits';
import { firstFailure, readDigits, type Rule } from './rule';
import { erc20Fault, trc20Fault, type AddressFault } from './usdt-address';

/** What is wrong with an address of the network's shape (null: nothing). */
function addressFault(network: string, address: string): AddressFault | null {
  const text = address.trim();
  return network.toUpperCase() === 'ERC20' ? erc20Fault(text) : trc20Fault(text);
}

/** The message for an address whose checksum fails or that nobody can spend from. */
function addressFaultMessage(network: string, address: string): string {
  const fault = addressFault(network, address);
  if (fault === 'zero') return moneyRuleMessages.usdtZeroAddress;
  if (fault === 'unspendable') return moneyRuleMessages.usdtUnspendableAddress;
  if (fault === 'oneCase') return moneyRuleMessages.usdtErc20OneCase;
  return network.toUpperCase() === 'ERC20'
    ? moneyRuleMessages.usdtChecksum.ERC20
    : moneyRuleMessages.usdtChecksum.TRC20;
}

/** The USDT address form; `bindcard` sends the protocol as `bank_owner`, the address as `bank_no`. */
export interface UsdtForm {
  protocol: UsdtNetwork | '';
  address: string;
  pay_pass: string;
}

/**
 * A bound address's network and address as the withdrawal checks them again (an address bound
 * before its checksum was checked may be one nobody holds): its shape, its checksum (an ERC20
 * address in EIP-55's letter cases), not zero nor a burn address.
 */
const usdtAddressRules: readonly Rule<Pick<UsdtForm, 'protocol' | 'address'>>[] = [
  must(
    (f) => isUsdtAddressOf(f.protocol, f.address),
    (f) => usdtAddressMessage(f.protocol),
  ),
  must(
    (f) => addressFault(f.protocol, f.address) === null,
    (f) => addressFaultMessage(f.protocol, f.address),
  ),
];

/** What is wrong with a bound address (network as stored, e.g. `TRC20`), or null. */
export const usdtAddressProblem = (network: string, address: string): string | null =>
  firstFailure(usdtAddressRules, { protocol: usdtNetworkOf(network), address });

/**
 * USDT bind, in the product's order; then the address's 26–42 characters, written as its network
 * writes them, with its checksum holding and not the zero account.
 */
export const usdtRules: readonly Rule<UsdtForm>[] = [
  must((f) => filled(f.address), bindMessages.address),
  must((f) => f.protocol !== '', bindMessages.protocol),
  must((f) => readDigits(f.pay_pass) !== '', bindMessages.payPassword),
  must(
    (f) => f.address.trim().length >= USDT_ADDRESS_MIN && f.address.trim().length <= USDT_ADDRESS_MAX,
    bindMessages.addressLength,
  ),
  ...usdtAddressRules,
  must((f) => payPasswordLengthOk(f.pay_pass), bindMessages.payPasswordLength),
  must((f) => isPayPasswordDigits(readDigits(f.pay_pass)), moneyRuleMessages.payPasswordDigits),
];

/** A protocol as sent (any case) → the form's value; '' when it is not one of the networks. */
export function usdtNetworkOf(value: string): UsdtNetwork | '' {
  const upper = value.trim().toUpperCase();
  return upper === 'TRC20' || upper === 'ERC20' ? upper : '';
}
