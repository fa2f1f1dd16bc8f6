/**
 * Real-format USDT addresses for tests: checksums that hold, distinct per number, never the zero
 * account nor a burn address (contract/usdt-address.ts UNSPENDABLE_ERC20). `fresh*` are random, for journeys whose members share one server (a number is bound by
 * one account only).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { eip55 } from '../../../contract/usdt-address';

const base58check = createBase58check(sha256);

/**
 * 20 account bytes: `n` in the last four, `salt` in the first four, and a marker byte in the middle
 * that keeps every number off the zero account and the burn addresses (0x…01, 0x…dEaD).
 */
function account(n: number, salt = 0): Uint8Array {
  const bytes = new Uint8Array(20);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, salt);
  bytes[10] = 0x5a;
  view.setUint32(16, n);
  return bytes;
}

const trc20Of = (bytes: Uint8Array) => base58check.encode(Uint8Array.of(0x41, ...bytes));
const erc20Of = (bytes: Uint8Array) =>
  eip55(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`);

/** A TRC20 address (base58check, version 0x41) numbered `n`. */
export const trc20Address = (n: number, salt = 0) => trc20Of(account(n, salt));

/** An ERC20 address numbered `n`, in EIP-55's letter cases. */
export const erc20Address = (n: number, salt = 0) => erc20Of(account(n, salt));

const randomAccount = () => crypto.getRandomValues(new Uint8Array(20));
export const freshTrc20Address = () => trc20Of(randomAccount());
export const freshErc20Address = () => erc20Of(randomAccount());
