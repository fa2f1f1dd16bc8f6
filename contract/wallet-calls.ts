import { z } from 'zod/mini';
import { defineCall, empty, noData } from './define';
import { integer, numeric, text } from './envelope';

export const venueWalletSchema = z.object({
  platname: z.string(),
  name: z.string(),
  balance: numeric,
});
export type VenueWallet = z.infer<typeof venueWalletSchema>;

/** A bound bank card (type 1) or USDT address (type 2; bank is "USDT", bank_owner the protocol). */
export const bindingSchema = z.object({
  id: integer,
  bank: z.string(),
  bank_address: z.nullish(z.string()),
  bank_no: z.string(),
  bank_owner: z.string(),
  /** Logo of the bank (or of USDT) as an image URL. */
  ico: z.nullish(z.string()),
});
export type Binding = z.infer<typeof bindingSchema>;

export const bankSchema = z.object({ bank_name: z.string(), ico: z.nullish(z.string()) });

const id = integer.check(z.minimum(1));

/**
 * The member's wallets: the venue wallets and the bound bank cards and USDT addresses, which the
 * money screens, the records' venue filters and the agent's records read.
 */
export const walletCalls = {
  balancelist: defineCall({
    method: 'POST',
    path: 'balancelist',
    member: true,
    request: () => empty,
    data: () => z.array(venueWalletSchema),
  }),
  userapimoney: defineCall({
    method: 'POST',
    path: 'userapimoney/:platname',
    member: true,
    request: () => z.object({ platname: text(50) }),
    data: () => z.object({ platname: z.string(), balance: numeric }),
  }),
  getcard: defineCall({
    method: 'POST',
    path: 'getcard',
    member: true,
    request: () => z.object({ type: integer.check(z.minimum(1), z.maximum(2)) }),
    data: () => z.array(bindingSchema),
  }),
  bindcard: defineCall({
    method: 'POST',
    path: 'bindcard',
    member: true,
    request: () =>
      z.object({
        bank: text(50),
        bank_address: z.optional(text(100)),
        bank_no: text(50),
        bank_owner: text(50),
        pay_pass: text(64),
      }),
    data: () => noData,
  }),
  delcard: defineCall({
    method: 'POST',
    path: 'delcard',
    member: true,
    request: () => z.object({ id }),
    data: () => noData,
  }),
  banklist: defineCall({
    method: 'POST',
    path: 'banklist',
    member: false,
    request: () => empty,
    data: () => z.array(bankSchema),
  }),
} as const;
