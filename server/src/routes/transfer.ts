import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { Code } from '../../../contract/envelope';
import { amountTextToCents, formatCents, sentAmountText } from '../../../contract/money';
import { firstFailure } from '../../../contract/rule';
import { transferRules } from '../../../contract/transfer-rules';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { recoverAll, setTransferStatus, transfer } from '../repositories/transfers';
import { findVenue, MAIN_WALLET, venueBalance, venueBalances } from '../repositories/wallets';

export const TRANSFER_MESSAGES = {
  unknownVenue: '游戏平台不存在',
  insufficient: '余额不足',
  done: '转账成功',
  recovered: (yuan: string) => `一键回收成功，共回收${yuan}元`,
  nothingToRecover: '场馆钱包暂无余额可回收',
} as const;

/** Transfers between the main wallet (`userbalance`) and venue wallets, one-tap recovery, venue balances. */
export function registerTransferRoutes(api: Hono, deps: RouteDeps) {
  defineRoute(api, deps, calls.balancelist, ({ db, user }) => ({
    data: venueBalances(db, user.id).map((wallet) => ({
      platname: wallet.platname,
      name: wallet.name,
      balance: formatCents(wallet.balance_cents),
    })),
  }));

  defineRoute(api, deps, calls.transfer, ({ db, user, input }) => {
    const source = input.sourcetype.trim();
    const target = input.targettype.trim();
    const amountText = sentAmountText(input.amount);
    const problem = firstFailure(transferRules, { source, target, amount: amountText });
    if (problem) fail(problem);
    const amount = amountTextToCents(amountText)!;
    const direction = source === MAIN_WALLET ? 'in' : 'out';
    const platname = direction === 'in' ? target : source;
    if (!findVenue(db, platname)) fail(TRANSFER_MESSAGES.unknownVenue);
    const outcome = transfer(db, user.id, direction, platname, amount);
    if (!outcome.ok) fail(TRANSFER_MESSAGES.insufficient, Code.insufficientBalance);
    return { message: TRANSFER_MESSAGES.done };
  });

  defineRoute(api, deps, calls.transall, ({ db, user }) => {
    const moved = recoverAll(db, user.id);
    return {
      message:
        moved > 0 ? TRANSFER_MESSAGES.recovered(formatCents(moved)) : TRANSFER_MESSAGES.nothingToRecover,
    };
  });

  defineRoute(api, deps, calls.uptransferstatus, ({ db, user, input }) => {
    setTransferStatus(db, user.id, Number(input.transferstatus) === 1 ? 1 : 0);
    return { message: '操作成功！' };
  });

  defineRoute(api, deps, calls.userapimoney, ({ db, user, input }) => {
    const platname = input.platname.trim();
    if (!findVenue(db, platname)) fail(TRANSFER_MESSAGES.unknownVenue);
    return { data: { platname, balance: formatCents(venueBalance(db, user.id, platname)) } };
  });
}
