import type { Db } from '../db/database';
import { testConfig, type RegisterBody, type TestApp } from '../testing/helper';
import { findUserByToken } from '../repositories/users';
import { changeMain, ledgerSum, MAIN_WALLET } from '../repositories/wallets';

/** The payment password registerBody() gives fresh members. */
export const PAY_PASSWORD = '654321';
/** The demo member's payment password (seed/core.ts). */
export const DEMO_PAY_PASSWORD = '123456';

/** A fresh member with `yuan` credited to the main wallet (through the ledger, like the operator does). */
export async function fundedMember(
  t: TestApp,
  yuan = 0,
  overrides: Partial<RegisterBody> = {},
): Promise<{ token: string; userId: number; username: string }> {
  const token = await t.registerMember(overrides);
  const user = findUserByToken(t.db, token, testConfig().tokenIdleMs)!;
  if (yuan > 0) changeMain(t.db, user.id, yuan * 100, 'credit', 'test');
  return { token, userId: user.id, username: user.username };
}

/** A bank card every fresh member may bind (their real name is registerBody()'s 李四). */
export const TEST_CARD = {
  bank: '中国银行',
  bank_address: '北京分行',
  bank_no: '6217000000000001',
  bank_owner: '李四',
  pay_pass: PAY_PASSWORD,
} as const;

/**
 * Binds TEST_CARD to the member and answers its id; the number ends in the member's id, as one card
 * is bound by one account only.
 */
export async function bindTestCard(t: TestApp, token: string): Promise<number> {
  const userId = findUserByToken(t.db, token, testConfig().tokenIdleMs)!.id;
  const bankNo = `6217${String(userId).padStart(12, '0')}`;
  const answer = await t.post('bindcard', { ...TEST_CARD, bank_no: bankNo }, token);
  if (answer.code !== 200) throw new Error(`bindcard answered ${answer.code} ${answer.message}`);
  return (await t.post('getcard', { type: 1 }, token)).data[0].id as number;
}

export const balanceCents = (db: Db, userId: number) =>
  (db.prepare('SELECT balance_cents FROM users WHERE id = ?').get(userId) as { balance_cents: number })
    .balance_cents;

export const venueCents = (db: Db, userId: number, platname: string) =>
  (
    db
      .prepare('SELECT balance_cents FROM venue_wallets WHERE user_id = ? AND platname = ?')
      .get(userId, platname) as { balance_cents: number } | undefined
  )?.balance_cents ?? 0;

/** Every wallet of the member: its ledger adds up to its balance, to the cent. */
export function expectLedgerMatches(db: Db, userId: number) {
  const mismatches: string[] = [];
  const main = balanceCents(db, userId);
  if (ledgerSum(db, userId, MAIN_WALLET) !== main)
    mismatches.push(`main ${ledgerSum(db, userId, MAIN_WALLET)} != ${main}`);
  const wallets = db
    .prepare('SELECT platname, balance_cents FROM venue_wallets WHERE user_id = ?')
    .all(userId) as {
    platname: string;
    balance_cents: number;
  }[];
  for (const wallet of wallets) {
    const sum = ledgerSum(db, userId, wallet.platname);
    if (sum !== wallet.balance_cents) mismatches.push(`${wallet.platname} ${sum} != ${wallet.balance_cents}`);
  }
  return mismatches;
}

/** A settled bet of `yuan` at AG, written straight to the table (turnover for VIP levels and withdrawals). */
export function settledBet(db: Db, userId: number, yuan: number, at?: string) {
  db.prepare(
    `INSERT INTO bets (bet_id, user_id, platname, game_code, bet_amount_cents, win_loss_cents, status, created_at)
     VALUES (?, ?, 'ag', 'AG-1001', ?, 0, 1, COALESCE(?, datetime('now', '+8 hours')))`,
  ).run(`BTEST${userId}${Math.random().toString(36).slice(2, 10)}`, userId, yuan * 100, at ?? null);
}
