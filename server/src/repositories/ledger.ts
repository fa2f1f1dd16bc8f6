import type { TurnoverCreditKind } from '../../../contract/money-limits';
import type { Db } from '../db/database';
import { creditMainForLedger, type LedgerReason } from './wallets';

/**
 * Every way money arrives in a member's main wallet from outside their own wallets (contract
 * money-limits.ts TURNOVER_CREDIT_KINDS). Moves between the member's own wallets (transfers), debits
 * (withdrawals, bets, an agent's side of 代充) and a refused withdrawal's refund are not credits.
 */
type CreditKind = TurnoverCreditKind;

/**
 * The ledger reason each credit is written with. The turnover it owes is read back from that
 * record (turnover.ts CREDIT_SOURCES: the deposit, 代充, red-packet and rebate rows, or the ledger row
 * itself for commission and operator credits), at the operator's multiple for its kind (turnoverRule).
 */
const LEDGER_REASON: Record<CreditKind, LedgerReason> = {
  deposit: 'deposit',
  agent_recharge: 'agent_recharge',
  redpacket: 'redpacket',
  rebate: 'rebate',
  commission: 'commission',
  operator_credit: 'credit',
};

type Credit =
  | { userId: number; cents: number; kind: Exclude<CreditKind, 'operator_credit'>; ref: string }
  | {
      userId: number;
      cents: number;
      kind: 'operator_credit';
      ref: string;
      /** The operator's explicit `--no-turnover`: recorded in the ledger as credit_no_turnover. */
      noTurnover?: boolean;
    };

/**
 * The one way money arrives in a member's wallet: credits the main wallet and writes the ledger row
 * that, with the kind's own record written in the same transaction by the caller, is the turnover the
 * credit owes. Call inside the caller's transaction.
 */
export function creditWallet(db: Db, credit: Credit): void {
  const reason =
    credit.kind === 'operator_credit' && credit.noTurnover
      ? 'credit_no_turnover'
      : LEDGER_REASON[credit.kind];
  creditMainForLedger(db, credit.userId, credit.cents, reason, credit.ref);
}
