import type { Paginator } from '../../../contract/envelope';
import type { Db } from '../db/database';
import { ALL_DEPOSITS } from './agent-team';
import { paginateRows, type PageRequest } from './page-rows';
import type { Period } from './periods';

/** Which members a team list reads: the team's ids, optionally one username among them. */
export interface TeamFilter {
  ids: readonly number[];
  username?: string | undefined;
  period: Period;
}

/** `u` is the users row of each record's member; a username outside the team matches nothing. */
function where(filter: TeamFilter, time: string) {
  let sql = `WHERE x.user_id IN (SELECT value FROM json_each(?)) AND ${time} >= ? AND ${time} < ?`;
  const params: unknown[] = [JSON.stringify(filter.ids), filter.period.from, filter.period.to];
  if (filter.username) {
    sql += ' AND u.username = ?';
    params.push(filter.username);
  }
  return { sql, params };
}

function teamPage<Row>(
  db: Db,
  filter: TeamFilter,
  page: PageRequest,
  source: string,
  columns: string,
): Paginator<Row> {
  const w = where(filter, 'x.created_at');
  return paginateRows<Row, Row>(
    db,
    {
      columns: `${columns}, u.username`,
      source: `FROM ${source} x JOIN users u ON u.id = x.user_id ${w.sql}`,
      order: 'x.created_at DESC, x.id DESC',
      params: w.params,
    },
    page,
    (row) => row,
  );
}

export interface BetLogRow {
  id: number;
  user_id: number;
  username: string;
  bet_id: string;
  platname: string;
  game_code: string | null;
  bet_amount_cents: number;
  win_loss_cents: number;
  status: number;
  created_at: string;
}
export const teamBets = (db: Db, filter: TeamFilter, page: PageRequest) =>
  teamPage<BetLogRow>(
    db,
    filter,
    page,
    'bets',
    'x.id, x.user_id, x.bet_id, x.platname, x.game_code, x.bet_amount_cents, x.win_loss_cents, x.status, x.created_at',
  );

export interface DepositLogRow {
  id: number;
  order_no: string;
  user_id: number;
  username: string;
  amount_cents: number;
  pay_way: number;
  state: number;
  created_at: string;
}
export const teamDeposits = (db: Db, filter: TeamFilter, page: PageRequest) =>
  teamPage<DepositLogRow>(
    db,
    filter,
    page,
    ALL_DEPOSITS,
    'x.id, x.order_no, x.user_id, x.amount_cents, x.pay_way, x.state, x.created_at',
  );

export interface WithdrawLogRow {
  id: number;
  withdraw_no: string;
  user_id: number;
  username: string;
  type: number;
  amount_cents: number;
  state: number;
  created_at: string;
}
export const teamWithdrawals = (db: Db, filter: TeamFilter, page: PageRequest) =>
  teamPage<WithdrawLogRow>(
    db,
    filter,
    page,
    'withdrawals',
    'x.id, x.withdraw_no, x.user_id, x.type, x.amount_cents, x.state, x.created_at',
  );

export interface TransferLogRow {
  id: number;
  transfer_no: string;
  user_id: number;
  username: string;
  type: number;
  platname: string;
  amount_cents: number;
  state: number;
  created_at: string;
}
export const teamTransfers = (db: Db, filter: TeamFilter, page: PageRequest) =>
  teamPage<TransferLogRow>(
    db,
    filter,
    page,
    'transfers',
    'x.id, x.transfer_no, x.user_id, x.type, x.platname, x.amount_cents, x.state, x.created_at',
  );

export interface RebateLogRow {
  id: number;
  user_id: number;
  username: string;
  platname: string;
  gamename: string;
  bet_id: string | null;
  money_cents: number;
  state: number;
  created_at: string;
}
export const teamRebates = (db: Db, filter: TeamFilter, page: PageRequest) =>
  teamPage<RebateLogRow>(
    db,
    filter,
    page,
    'rebates',
    'x.id, x.user_id, x.platname, x.gamename, x.bet_id, x.money_cents, x.state, x.created_at',
  );
