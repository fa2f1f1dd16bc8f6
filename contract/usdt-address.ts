/**
 * A USDT address's checksum, checked the way wallets check it before any send: a typo or a
 * truncated paste is refused instead of sending money to an address nobody holds.
 *
 * - TRC20 (TRON): base58check — 0x41 and a 20-byte account, then the first 4 bytes of a double
 *   SHA-256 of those 21 bytes.
 * - ERC20 (Ethereum): `0x` + 40 hex. All lower or all upper case carries no checksum; mixed case is
 *   EIP-55: a letter is upper case exactly when the matching nibble of Keccak-256 of the lower-case
 *   hex is 8 or more.
 * - The zero account (the burn address) of either network is refused: nothing sent there returns.
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
export type AddressFault = 'checksum' | 'case' | 'zero';

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

/** An ERC20 address of the right shape (0x + 40 hex): mixed case must be EIP-55's, not the zero account. */
export function erc20Fault(address: string): AddressFault | null {
  const hex = address.slice(2);
  if (/^0+$/.test(hex)) return 'zero';
  const oneCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  return oneCase || eip55(address) === `0x${hex}` ? null : 'case';
}
