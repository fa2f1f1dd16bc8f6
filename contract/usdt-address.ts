/**
 * A USDT address's checksum, checked the way wallets check it before any send: a typo or a
 * truncated paste is refused instead of sending money to an address nobody holds.
 *
 * - TRC20 (TRON): base58check — 0x41 and a 20-byte account, then the first 4 bytes of a double
 *   SHA-256 of those 21 bytes.
 * - ERC20 (Ethereum): `0x` + 40 hex written exactly in EIP-55's letter cases: a letter is upper case
 *   exactly when the matching nibble of Keccak-256 of the lower-case hex is 8 or more. An address
 *   typed all in one case carries no checksum (a typo in it cannot be caught), so it is refused
 *   unless EIP-55 itself writes it so.
 * - The zero account of either network, and the well-known ERC20 burn addresses
 *   (UNSPENDABLE_ERC20), are refused: nothing sent there returns.
 *
 * This module carries the hash code: only the USDT address rules (contract/usdt-rules.ts) import it,
 * so it loads with the address form and nowhere else.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { createBase58check } from '@scure/base';

const base58check = createBase58check(sha256);
const TRON_VERSION = 0x41;
const ACCOUNT_BYTES = 20;

/** What is wrong with an address that has the right shape; null when its checksum holds. */
export type AddressFault = 'checksum' | 'case' | 'oneCase' | 'zero' | 'unspendable';

/**
 * ERC20 addresses that nobody holds a key for and that wallets and token burns use as sinks,
 * lower case (compared without letter case). The zero address is refused apart ('zero').
 */
export const UNSPENDABLE_ERC20: readonly string[] = [
  // the conventional burn address, "dead" at the end
  '0x000000000000000000000000000000000000dead',
  // the burn address with "dead" at the start, used by token burns
  '0xdead000000000000000042069420694206942069',
  // the ecrecover precompile (address 1): a contract with no way to send tokens on
  '0x0000000000000000000000000000000000000001',
];

const isZero = (bytes: Uint8Array) => bytes.every((b) => b === 0);

/** A TRC20 address of the right shape (T + 33 base58): its checksum, its version byte, not the zero account. */
export function trc20Fault(address: string): AddressFault | null {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return 'checksum';
  }
  if (payload.length !== ACCOUNT_BYTES + 1 || payload[0] !== TRON_VERSION) return 'checksum';
  return isZero(payload.subarray(1)) ? 'zero' : null;
}

/** `0x` + 40 hex written with EIP-55's letter cases (how a wallet prints an address). */
export function eip55(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  }
  return out;
}

/**
 * An ERC20 address of the right shape (0x + 40 hex): written in EIP-55's cases (one case
 * throughout: 'oneCase', mixed otherwise: 'case'), not the zero account, not a burn address.
 */
export function erc20Fault(address: string): AddressFault | null {
  const hex = address.slice(2);
  if (/^0+$/.test(hex)) return 'zero';
  if (UNSPENDABLE_ERC20.includes(`0x${hex.toLowerCase()}`)) return 'unspendable';
  if (eip55(address) === `0x${hex}`) return null;
  return hex === hex.toLowerCase() || hex === hex.toUpperCase() ? 'oneCase' : 'case';
}
