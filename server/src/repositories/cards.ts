import type { Db } from '../db/database';
import { beijingNow } from './periods';
import { prepared } from './statements';

/** Type 1 bank card, type 2 USDT address (bank 'USDT', bank_owner the protocol). */
export type BindingType = 1 | 2;

export interface BindingRow {
  id: number;
  user_id: number;
  type: BindingType;
  bank: string;
  bank_address: string | null;
  bank_no: string;
  bank_owner: string;
  created_at: string;
}

export const MAX_BINDINGS_PER_TYPE = 5;

export const listBindings = (db: Db, userId: number, type: BindingType) =>
  prepared<BindingRow>(db, 'SELECT * FROM bindings WHERE user_id = ? AND type = ? ORDER BY id').all(
    userId,
    type,
  );

export const findOwnBinding = (db: Db, userId: number, id: number) =>
  prepared<BindingRow>(db, 'SELECT * FROM bindings WHERE id = ? AND user_id = ?').get(id, userId);

export type BindOutcome = 'ok' | 'limit' | 'duplicate' | 'taken';

/**
 * The number as compared: an ERC20 address is one account in any letter case (EIP-55's case is a
 * checksum, not part of the address); card numbers and TRC20 addresses are compared as written.
 */
const NUMBER_KEY = "CASE WHEN bank_no LIKE '0x%' THEN lower(bank_no) ELSE bank_no END";
const numberKey = (bankNo: string) => (/^0x/i.test(bankNo) ? bankNo.toLowerCase() : bankNo);

/**
 * Adds a binding unless the member already has the maximum of that type or the same number, or
 * another member has bound that number: one card or address belongs to one account, so money
 * cannot be collected through other accounts onto one card, nor a stranger's card be claimed.
 */
export function addBinding(
  db: Db,
  userId: number,
  binding: {
    type: BindingType;
    bank: string;
    bank_address: string | null;
    bank_no: string;
    bank_owner: string;
  },
): BindOutcome {
  return db
    .transaction((): BindOutcome => {
      const key = numberKey(binding.bank_no);
      const existing = listBindings(db, userId, binding.type);
      if (existing.some((row) => numberKey(row.bank_no) === key)) return 'duplicate';
      const taken = prepared(
        db,
        `SELECT 1 FROM bindings WHERE type = ? AND user_id <> ? AND ${NUMBER_KEY} = ? LIMIT 1`,
      ).get(binding.type, userId, key);
      if (taken) return 'taken';
      if (existing.length >= MAX_BINDINGS_PER_TYPE) return 'limit';
      prepared(
        db,
        `INSERT INTO bindings (user_id, type, bank, bank_address, bank_no, bank_owner, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        userId,
        binding.type,
        binding.bank,
        binding.bank_address,
        binding.bank_no,
        binding.bank_owner,
        beijingNow(),
      );
      return 'ok';
    })
    .immediate();
}

/** Removes one of the member's own bindings and answers what it was; undefined when it is not theirs or does not exist. */
export const deleteOwnBinding = (db: Db, userId: number, id: number) =>
  prepared<{ type: BindingType; bank: string; bank_no: string }>(
    db,
    'DELETE FROM bindings WHERE id = ? AND user_id = ? RETURNING type, bank, bank_no',
  ).get(id, userId);

export const listBanks = (db: Db) =>
  prepared<{ bank_name: string; ico: string | null }>(
    db,
    'SELECT bank_name, ico FROM banks ORDER BY sort, id',
  ).all();

/** Logo of a bank by name (null when unknown or without a logo). */
export const bankLogo = (db: Db, name: string) =>
  prepared<{ ico: string | null }>(db, 'SELECT ico FROM banks WHERE bank_name = ?').get(name)?.ico ?? null;

/** Logo of a USDT binding. */
export const USDT_LOGO = '/assets-demo/banks/usdt.svg';

export const bankExists = (db: Db, name: string) =>
  prepared(db, 'SELECT 1 FROM banks WHERE bank_name = ?').get(name) !== undefined;
