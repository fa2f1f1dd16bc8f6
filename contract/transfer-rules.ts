/** A transfer between wallets (docs/product.md#validation-rules): the ordered rules the form toasts and the server refuses with. */
import { amountTextToCents } from './money';
import { transferMessages } from './money-limits';
import type { Rule } from './rule';

/** The main wallet's platname; every transfer has it on one side. */
export const MAIN_WALLET = 'userbalance';

export interface TransferForm {
  source: string;
  target: string;
  amount: string;
}

/** In the product's order, then the amount must be a positive figure. */
export const transferRules: readonly Rule<TransferForm>[] = [
  { message: transferMessages.amountRequired, fails: (f) => f.amount.trim() === '' },
  {
    message: transferMessages.venueToVenue,
    fails: (f) => f.source !== MAIN_WALLET && f.target !== MAIN_WALLET,
  },
  { message: transferMessages.targetRequired, fails: (f) => f.target === '' },
  { message: transferMessages.same, fails: (f) => f.source === f.target },
  {
    message: transferMessages.badAmount,
    fails: (f) => {
      const cents = amountTextToCents(f.amount);
      return cents === null || cents <= 0;
    },
  },
];
