/**
 * Money commands: deposit and withdrawal orders (listed, approved, rejected), a member's main wallet (credit,
 * debit), owed turnover, and which deposit methods are on.
 */
import { formatCents } from '../../../contract/money';
import {
  approveDeposit,
  listDeposits,
  ORDER_STATE_LABEL,
  PAY_WAYS,
  PAYTYPE_LABEL,
  rejectDeposit,
  setPayWay,
  type PayWay,
  type ReviewOutcome,
} from '../repositories/deposits';
import { creditWallet } from '../repositories/ledger';
import { wageringRequired, waiveTurnover } from '../repositories/turnover';
import { findUserByName } from '../repositories/users';
import { changeMain, mainBalance } from '../repositories/wallets';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from '../repositories/withdrawals';
import { amountOf, CommandError, limitOf, need, stateFilter, UsageError, withReason } from './arguments';
import type { OperatorCommand } from './command';
import { pad } from './terminal';

function reviewed<R>(outcome: ReviewOutcome<R>, what: string, no: string, stateOf: (row: R) => number): R {
  if (outcome.ok) return outcome.row;
  if (outcome.reason === 'missing') throw new CommandError(`${what} ${no} not found`);
  throw new CommandError(`${what} ${no} was already processed (${ORDER_STATE_LABEL[stateOf(outcome.row!)]})`);
}

/**
 * credit and debit: money into or out of a member's main wallet, never below 0. A credit owes turnover
 * like any other (turnover_credits' operator_credit) unless the operator says --no-turnover, which the
 * ledger records (reason credit_no_turnover) and the command's output names.
 */
const creditOrDebit: OperatorCommand = ({ db, io, command: word, positional, flags }) => {
  const command = word === 'credit' ? 'credit' : 'debit';
  const noTurnover = flags['no-turnover'] === 'true';
  if (noTurnover && command === 'debit') throw new UsageError('--no-turnover is for credit only');
  const [name, yuan] = need(
    positional,
    2,
    `${command} <username> <yuan>${command === 'credit' ? ' [--no-turnover]' : ''}`,
  );
  const cents = amountOf(yuan!);
  const user = findUserByName(db, name!);
  if (!user) throw new CommandError(`no member named ${name}`);
  const done = db
    .transaction(() => {
      if (command === 'debit') return changeMain(db, user.id, -cents, 'debit', 'operator');
      creditWallet(db, { userId: user.id, cents, kind: 'operator_credit', ref: 'operator', noTurnover });
      return true;
    })
    .immediate();
  if (!done)
    throw new CommandError(
      `cannot debit ${formatCents(cents)} yuan: ${user.username} has ${formatCents(mainBalance(db, user.id))}`,
    );
  const turnover =
    command === 'debit'
      ? ''
      : noTurnover
        ? ', owing no turnover (--no-turnover, recorded in the ledger as credit_no_turnover)'
        : `, owing turnover (打码量 now ${formatCents(wageringRequired(db, user.id))})`;
  io.out(
    `${command === 'credit' ? 'credited' : 'debited'} ${formatCents(cents)} yuan ${command === 'credit' ? 'to' : 'from'} ${user.username}, balance now ${formatCents(mainBalance(db, user.id))}${turnover}`,
  );
};

export const moneyCommands: Record<string, OperatorCommand> = {
  deposits: ({ db, io, flags }) => {
    const rows = listDeposits(db, stateFilter(flags), limitOf(flags));
    if (rows.length === 0) io.out('no deposits');
    for (const row of rows) {
      io.out(
        [
          pad(row.deposit_no, 24),
          pad(row.username, 16),
          pad(PAYTYPE_LABEL[row.paytype] ?? row.paytype, 8),
          pad(formatCents(row.amount_cents), 12),
          pad(ORDER_STATE_LABEL[row.state] ?? String(row.state), 10),
          row.created_at,
        ].join(' '),
      );
    }
  },
  'approve-deposit': ({ db, io, positional }) => {
    const [no] = need(positional, 1, 'approve-deposit <deposit_no>');
    const row = reviewed(approveDeposit(db, no!), 'deposit', no!, (r) => r.state);
    io.out(
      `approved deposit ${no}: credited ${formatCents(row.amount_cents)} yuan, balance now ${formatCents(mainBalance(db, row.user_id))}`,
    );
  },
  'reject-deposit': ({ db, io, positional }) => {
    const [no, reason] = withReason(positional, 'reject-deposit <deposit_no> [reason]');
    reviewed(rejectDeposit(db, no, reason), 'deposit', no, (r) => r.state);
    io.out(`rejected deposit ${no}${reason ? ` (${reason})` : ''}`);
  },
  withdrawals: ({ db, io, flags }) => {
    const rows = listWithdrawals(db, stateFilter(flags), limitOf(flags));
    if (rows.length === 0) io.out('no withdrawals');
    for (const row of rows) {
      io.out(
        [
          pad(row.withdraw_no, 24),
          pad(row.username, 16),
          pad(row.type === 2 ? 'USDT' : '银行卡', 8),
          pad(formatCents(row.amount_cents), 12),
          pad(ORDER_STATE_LABEL[row.state] ?? String(row.state), 10),
          pad(`${row.bank} ${row.bank_no}`, 40),
          row.created_at,
        ].join(' '),
      );
    }
  },
  'approve-withdrawal': ({ db, io, positional }) => {
    const [no] = need(positional, 1, 'approve-withdrawal <withdraw_no>');
    const row = reviewed(approveWithdrawal(db, no!), 'withdrawal', no!, (r) => r.state);
    io.out(
      `approved withdrawal ${no}: pay ${formatCents(row.amount_cents)} yuan to ${row.bank} ${row.bank_no} (${row.bank_owner})`,
    );
  },
  'reject-withdrawal': ({ db, io, positional }) => {
    const [no, reason] = withReason(positional, 'reject-withdrawal <withdraw_no> [reason]');
    const row = reviewed(rejectWithdrawal(db, no, reason), 'withdrawal', no, (r) => r.state);
    io.out(
      `rejected withdrawal ${no}: refunded ${formatCents(row.amount_cents)} yuan, balance now ${formatCents(mainBalance(db, row.user_id))}`,
    );
  },
  credit: creditOrDebit,
  debit: creditOrDebit,
  'waive-turnover': ({ db, io, positional }) => {
    const [name] = need(positional, 1, 'waive-turnover <username>');
    const user = findUserByName(db, name!);
    if (!user) throw new CommandError(`no member named ${name}`);
    io.out(`${name}: ${formatCents(waiveTurnover(db, user.id))} turnover waived`);
  },
  payway: ({ db, io, positional }) => {
    const [way, state] = need(positional, 2, 'payway <card|usdt|wechat|alipay> <on|off>');
    if (!PAY_WAYS.includes(way as PayWay))
      throw new UsageError(`pay way must be one of ${PAY_WAYS.join(', ')}`);
    if (state !== 'on' && state !== 'off') throw new UsageError('state must be on or off');
    setPayWay(db, way as PayWay, state === 'on');
    io.out(`pay way ${way} ${state}`);
  },
};
