/**
 * Operator commands against the server's SQLite file: `npm run operator -- <command>`.
 * DATABASE_FILE selects the database (default .data/app.db, like the server). Exit code 0 on success,
 * 1 on a failed command, 2 on a usage error.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, DEFAULT_DATABASE_FILE, readConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { centsToYuan } from './money';
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
} from './repositories/deposits';
import { getSetting, getSettings, setSetting } from './repositories/settings';
import { waiveTurnover } from './repositories/turnover';
import { openDrawWindowNow } from './repositories/redpackets';
import { findUserByName } from './repositories/users';
import { basisPointsToPercent, fanshuiToBasisPoints } from '../../contract/agent-rules';
import { parseTurnoverCredits, TURNOVER_CREDIT_KINDS } from '../../contract/money-limits';
import { pendingCommission, setCommissionRate, settleCommission } from './repositories/agent-commission';
import {
  approveAgentApplication,
  listAgentApplications,
  rejectAgentApplication,
} from './repositories/agents';
import { eventMail, MAIL_TYPE, paragraph, sendEventMail, sendMail } from './repositories/mail';
import { findSuggestion, listSuggestions, replySuggestion } from './repositories/suggestions';
import { FEEDBACK_TYPES } from '../../contract/feedback-rules';
import { changeMain, mainBalance } from './repositories/wallets';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from './repositories/withdrawals';
import {
  amountOf,
  CommandError,
  limitOf,
  need,
  options,
  stateFilter,
  UsageError,
} from './operator/arguments';
import { escapeTerminal, pad } from './operator/terminal';

export interface OperatorIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const HELP = `Operator commands (npm run operator -- <command>), database: $DATABASE_FILE (default ${DEFAULT_DATABASE_FILE})

  deposits [--state pending|approved|rejected|all] [--limit N]   list deposit orders (default: all, 50)
  approve-deposit <deposit_no>        credit the member (balance, deposit total, VIP level), once
  reject-deposit <deposit_no> [reason]   close a pending deposit without crediting (the reason goes
                                      into the member's mail)
  withdrawals [--state ...] [--limit N]                          list withdrawal orders
  approve-withdrawal <withdraw_no>    mark a pending withdrawal paid (the balance was debited on request)
  reject-withdrawal <withdraw_no> [reason]   close a pending withdrawal and refund the member; the
                                      reason shows in the order's detail and the member's mail
  credit <username> <yuan>            add money to a member's main wallet
  debit <username> <yuan>             take money from a member's main wallet (never below 0)
  waive-turnover <username>           record the member's owed turnover (打码量) as done
  settings                            list site settings
  set <key> <value>                   change a site setting, e.g.
                                        set site_state 0|1        (0 = maintenance)
                                        set repair_tips '站点维护中...'   (shown during maintenance)
                                        set index_modal 0|1       (welcome dialog)
                                        set webcontent '<p>…</p>' (welcome HTML)
                                        set redpacket_switch 0|1
                                        set redpacket_window 10:00-12:00|always   (Beijing time; default 10:00-12:00)
                                        set ios_download_url https://…
                                        set visit_url https://…|''
                                        set h5_url https://…|''   (permanent address; '' = the request origin)
                                        set withdraw_turnover_multiple 1   (turnover owed per deposit before a withdrawal; 0 = off)
                                        set turnover_credits deposit,agent_recharge,redpacket   (credits that carry
                                          it: deposit, agent_recharge, redpacket, rebate; '' = none)
  payway <card|usdt|wechat|alipay> <on|off>   switch a deposit method
  agent-applications [--state pending|approved|rejected|all] [--limit N]   list agent applications
  approve-agent <application id>      approve a pending application: the member becomes an agent (isagent = 1)
                                      with a referral code of their own
  reject-agent <application id> [reason]   refuse a pending application (the member gets a mail)
  mail <username|all> <title> <text>  send a 站内信 to one member, or to every member (present and future)
  feedback [--limit N]                list members' feedback, unanswered first
  reply <feedback id> <text>          answer a member's feedback (shown in their list; they get a mail)
  commission-rate <username> <percent>   an agent's commission on the team's valid bets (default 0.50)
  settle-commission <username>        pay an agent's pending commission into their wallet, in one transaction
  open-redpacket [minutes]            open a one-off red-packet draw window from now (default 120
                                      minutes; deposits of the 24 h before its end count), for demos
  help                                this text`;

const FLAG_KEYS = new Set(['site_state', 'index_modal', 'redpacket_switch']);
const URL_KEYS = new Set(['ios_download_url', 'visit_url', 'service_url', 'agent_login_url', 'h5_url']);
const KNOWN_KEYS = new Set([
  ...FLAG_KEYS,
  ...URL_KEYS,
  'webcontent',
  'repair_tips',
  'withdraw_turnover_multiple',
  'turnover_credits',
  'title',
  'site_logo',
  'redpacket_window',
  'redpacket_open',
]);

const AGENT_APPLICATION_STATE: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已拒绝' };

function reviewed<R>(outcome: ReviewOutcome<R>, what: string, no: string, stateOf: (row: R) => number): R {
  if (outcome.ok) return outcome.row;
  if (outcome.reason === 'missing') throw new CommandError(`${what} ${no} not found`);
  throw new CommandError(`${what} ${no} was already processed (${ORDER_STATE_LABEL[stateOf(outcome.row!)]})`);
}

/** An order or application number, then an optional reason (the rest of the words, joined). */
function withReason(positional: string[], usage: string): [string, string | undefined] {
  const [no, ...words] = positional;
  if (!no) throw new UsageError(`usage: ${usage}`);
  const reason = words.join(' ').trim();
  if (reason.length > 200) throw new UsageError('reason at most 200 characters');
  return [no, reason || undefined];
}

/** Runs one operator command; returns the process exit code. */
export function runOperator(db: Db, argv: string[], rawIo: OperatorIo): number {
  const io: OperatorIo = {
    out: (line) => rawIo.out(escapeTerminal(line)),
    err: (line) => rawIo.err(escapeTerminal(line)),
  };
  try {
    const [command = 'help', ...rest] = argv;
    const { positional, flags } = options(rest);
    switch (command) {
      case 'help':
      case '--help':
      case '-h':
        io.out(HELP);
        return 0;

      case 'deposits': {
        const rows = listDeposits(db, stateFilter(flags), limitOf(flags));
        if (rows.length === 0) io.out('no deposits');
        for (const row of rows) {
          io.out(
            [
              pad(row.deposit_no, 24),
              pad(row.username, 16),
              pad(PAYTYPE_LABEL[row.paytype] ?? row.paytype, 8),
              pad(centsToYuan(row.amount_cents), 12),
              pad(ORDER_STATE_LABEL[row.state] ?? String(row.state), 10),
              row.created_at,
            ].join(' '),
          );
        }
        return 0;
      }
      case 'approve-deposit': {
        const [no] = need(positional, 1, 'approve-deposit <deposit_no>');
        const row = reviewed(approveDeposit(db, no!), 'deposit', no!, (r) => r.state);
        io.out(
          `approved deposit ${no}: credited ${centsToYuan(row.amount_cents)} yuan, balance now ${centsToYuan(mainBalance(db, row.user_id))}`,
        );
        return 0;
      }
      case 'reject-deposit': {
        const [no, reason] = withReason(positional, 'reject-deposit <deposit_no> [reason]');
        reviewed(rejectDeposit(db, no, reason), 'deposit', no, (r) => r.state);
        io.out(`rejected deposit ${no}${reason ? ` (${reason})` : ''}`);
        return 0;
      }

      case 'withdrawals': {
        const rows = listWithdrawals(db, stateFilter(flags), limitOf(flags));
        if (rows.length === 0) io.out('no withdrawals');
        for (const row of rows) {
          io.out(
            [
              pad(row.withdraw_no, 24),
              pad(row.username, 16),
              pad(row.type === 2 ? 'USDT' : '银行卡', 8),
              pad(centsToYuan(row.amount_cents), 12),
              pad(ORDER_STATE_LABEL[row.state] ?? String(row.state), 10),
              pad(`${row.bank} ${row.bank_no}`, 40),
              row.created_at,
            ].join(' '),
          );
        }
        return 0;
      }
      case 'approve-withdrawal': {
        const [no] = need(positional, 1, 'approve-withdrawal <withdraw_no>');
        const row = reviewed(approveWithdrawal(db, no!), 'withdrawal', no!, (r) => r.state);
        io.out(
          `approved withdrawal ${no}: pay ${centsToYuan(row.amount_cents)} yuan to ${row.bank} ${row.bank_no} (${row.bank_owner})`,
        );
        return 0;
      }
      case 'reject-withdrawal': {
        const [no, reason] = withReason(positional, 'reject-withdrawal <withdraw_no> [reason]');
        const row = reviewed(rejectWithdrawal(db, no, reason), 'withdrawal', no, (r) => r.state);
        io.out(
          `rejected withdrawal ${no}: refunded ${centsToYuan(row.amount_cents)} yuan, balance now ${centsToYuan(mainBalance(db, row.user_id))}`,
        );
        return 0;
      }

      case 'credit':
      case 'debit': {
        const [name, yuan] = need(positional, 2, `${command} <username> <yuan>`);
        const cents = amountOf(yuan!);
        const user = findUserByName(db, name!);
        if (!user) throw new CommandError(`no member named ${name}`);
        const done = db
          .transaction(() =>
            changeMain(db, user.id, command === 'credit' ? cents : -cents, command, 'operator'),
          )
          .immediate();
        if (!done)
          throw new CommandError(
            `cannot debit ${centsToYuan(cents)} yuan: ${user.username} has ${centsToYuan(mainBalance(db, user.id))}`,
          );
        io.out(
          `${command === 'credit' ? 'credited' : 'debited'} ${centsToYuan(cents)} yuan ${command === 'credit' ? 'to' : 'from'} ${user.username}, balance now ${centsToYuan(mainBalance(db, user.id))}`,
        );
        return 0;
      }

      case 'waive-turnover': {
        const [name] = need(positional, 1, 'waive-turnover <username>');
        const user = findUserByName(db, name!);
        if (!user) throw new CommandError(`no member named ${name}`);
        io.out(`${name}: ${centsToYuan(waiveTurnover(db, user.id))} turnover waived`);
        return 0;
      }
      case 'settings': {
        for (const [key, value] of Object.entries(getSettings(db)).sort(([a], [b]) => a.localeCompare(b))) {
          io.out(`${pad(key, 22)} ${value.length > 80 ? value.slice(0, 77) + '...' : value}`);
        }
        return 0;
      }
      case 'set': {
        const [key, value] = need(positional, 2, 'set <key> <value>');
        if (!KNOWN_KEYS.has(key!) && getSetting(db, key!) === undefined) {
          throw new UsageError(
            `unknown setting ${key}; known: ${[...KNOWN_KEYS].join(', ')} (and any key listed by "settings")`,
          );
        }
        if (FLAG_KEYS.has(key!) && value !== '0' && value !== '1')
          throw new UsageError(`${key} must be 0 or 1`);
        if (URL_KEYS.has(key!) && value !== '' && !/^(https?:\/\/\S+|\/\S*)$/i.test(value!)) {
          throw new UsageError(`${key} must be an http(s) URL, a path starting with /, or ''`);
        }
        if (key === 'withdraw_turnover_multiple' && !/^\d{1,2}$/.test(value!)) {
          throw new UsageError(
            'withdraw_turnover_multiple must be a whole number 0–99 (0 = no turnover required)',
          );
        }
        if (key === 'turnover_credits' && parseTurnoverCredits(value!) === null) {
          throw new UsageError(
            `turnover_credits must list some of ${TURNOVER_CREDIT_KINDS.join(', ')} separated by commas ('' = none)`,
          );
        }
        if (key === 'redpacket_window' && !/^(always|\d{1,2}:\d{2}-\d{1,2}:\d{2})$/.test(value!)) {
          throw new UsageError("redpacket_window must be 'always' or HH:MM-HH:MM (Beijing time)");
        }
        setSetting(db, key!, value!);
        io.out(`${key} = ${value}`);
        return 0;
      }
      case 'payway': {
        const [way, state] = need(positional, 2, 'payway <card|usdt|wechat|alipay> <on|off>');
        if (!PAY_WAYS.includes(way as PayWay))
          throw new UsageError(`pay way must be one of ${PAY_WAYS.join(', ')}`);
        if (state !== 'on' && state !== 'off') throw new UsageError('state must be on or off');
        setPayWay(db, way as PayWay, state === 'on');
        io.out(`pay way ${way} ${state}`);
        return 0;
      }
      case 'agent-applications': {
        const rows = listAgentApplications(db, stateFilter(flags), limitOf(flags));
        if (rows.length === 0) io.out('no agent applications');
        for (const row of rows) {
          io.out(
            [
              pad(String(row.id), 6),
              pad(row.username, 16),
              pad(row.mobile, 14),
              pad(AGENT_APPLICATION_STATE[row.state] ?? String(row.state), 8),
              pad(row.created_at, 20),
              row.apply_info,
            ].join(' '),
          );
        }
        return 0;
      }
      case 'approve-agent': {
        const [idText] = need(positional, 1, 'approve-agent <application id>');
        const id = Number(idText);
        if (!Number.isInteger(id) || id < 1)
          throw new UsageError('application id must be a positive whole number');
        const outcome = approveAgentApplication(db, id);
        if (!outcome.ok) {
          if (outcome.reason === 'missing') throw new CommandError(`agent application ${id} not found`);
          throw new CommandError(
            `agent application ${id} was already processed (${AGENT_APPLICATION_STATE[outcome.row!.state]})`,
          );
        }
        io.out(
          `approved agent application ${id}: ${outcome.row.username} is an agent, referral code ${outcome.code}`,
        );
        return 0;
      }
      case 'reject-agent': {
        const [idText, reason] = withReason(positional, 'reject-agent <application id> [reason]');
        const id = Number(idText);
        if (!Number.isInteger(id) || id < 1)
          throw new UsageError('application id must be a positive whole number');
        const outcome = rejectAgentApplication(db, id, reason);
        if (!outcome.ok) {
          if (outcome.reason === 'missing') throw new CommandError(`agent application ${id} not found`);
          throw new CommandError(
            `agent application ${id} was already processed (${AGENT_APPLICATION_STATE[outcome.row!.state]})`,
          );
        }
        io.out(`rejected agent application ${id} of ${outcome.row.username}`);
        return 0;
      }
      case 'mail': {
        const [to, title, text] = need(positional, 3, 'mail <username|all> <title> <text>');
        if (!title!.trim() || !text!.trim()) throw new UsageError('title and text must not be empty');
        if (title!.length > 100 || text!.length > 5000)
          throw new UsageError('title at most 100 characters, text at most 5000');
        let userId: number | null = null;
        if (to !== 'all') {
          const user = findUserByName(db, to!);
          if (!user) throw new CommandError(`no member named ${to}`);
          userId = user.id;
        }
        const id = sendMail(db, userId, MAIL_TYPE.notice, title!.trim(), paragraph(text!.trim()));
        io.out(`sent mail ${id} to ${to === 'all' ? 'every member' : to}`);
        return 0;
      }
      case 'feedback': {
        const rows = listSuggestions(db, limitOf(flags));
        if (rows.length === 0) io.out('no feedback');
        for (const row of rows) {
          io.out(
            [
              pad(String(row.id), 6),
              pad(row.username, 16),
              pad(FEEDBACK_TYPES[row.type] ?? String(row.type), 8),
              pad(row.reply === null ? '待回复' : '已回复', 6),
              pad(row.created_at, 20),
              row.content.replace(/\s+/g, ' ').slice(0, 80),
              row.img ?? '',
            ].join(' '),
          );
          if (row.reply !== null) io.out(`       reply: ${row.reply}`);
        }
        return 0;
      }
      case 'reply': {
        const [idText, text] = need(positional, 2, 'reply <feedback id> <text>');
        const id = Number(idText);
        if (!Number.isInteger(id) || id < 1)
          throw new UsageError('feedback id must be a positive whole number');
        if (!text!.trim() || text!.length > 2000) throw new UsageError('reply must be 1–2000 characters');
        const row = findSuggestion(db, id);
        if (!row) throw new CommandError(`feedback ${id} not found`);
        db.transaction(() => {
          replySuggestion(db, id, text!.trim());
          sendEventMail(db, row.user_id, eventMail.feedbackReplied());
        }).immediate();
        io.out(`replied to feedback ${id}`);
        return 0;
      }
      case 'commission-rate': {
        const [name, percent] = need(positional, 2, 'commission-rate <username> <percent>');
        const bp = fanshuiToBasisPoints(percent!);
        if (bp === null) throw new UsageError('percent must be 0–10 with at most 2 decimals, e.g. 0.5');
        const agent = findUserByName(db, name!);
        if (!agent) throw new CommandError(`no member named ${name}`);
        if (agent.isagent !== 1) throw new CommandError(`${agent.username} is not an agent`);
        setCommissionRate(db, agent.id, bp);
        io.out(`${agent.username} earns ${basisPointsToPercent(bp)} % of the team's valid bets`);
        return 0;
      }
      case 'settle-commission': {
        const [name] = need(positional, 1, 'settle-commission <username>');
        const agent = findUserByName(db, name!);
        if (!agent) throw new CommandError(`no member named ${name}`);
        if (agent.isagent !== 1) throw new CommandError(`${agent.username} is not an agent`);
        const paid = settleCommission(db, agent.id);
        if (!paid) {
          io.out(
            `nothing to settle for ${agent.username} (pending ${centsToYuan(pendingCommission(db, agent.id).amount_cents)} yuan)`,
          );
          return 0;
        }
        io.out(
          `paid ${centsToYuan(paid.amount_cents)} yuan commission to ${agent.username} (${basisPointsToPercent(paid.rate_bp)} % of ${centsToYuan(paid.valid_bet_cents)} valid bets), balance now ${centsToYuan(mainBalance(db, agent.id))}`,
        );
        return 0;
      }
      case 'open-redpacket': {
        const minutes = Number(positional[0] ?? '120');
        if (positional.length > 1 || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
          throw new UsageError('usage: open-redpacket [minutes 1–1440]');
        const window = openDrawWindowNow(db, minutes);
        io.out(`red-packet draw window open ${window.from} – ${window.to} (Beijing time)`);
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${command}" (try: help)`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message}`);
      return 2;
    }
    if (error instanceof CommandError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    io.err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/** Entry point: opens DATABASE_FILE (which must exist: the server creates and seeds it). */
export function main(argv = process.argv.slice(2), env = process.env): number {
  const io: OperatorIo = { out: (line) => console.log(line), err: (line) => console.error(line) };
  const [command = 'help'] = argv;
  // Help needs no database (it must work before the server has created one).
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(HELP);
    return 0;
  }
  let file: string;
  try {
    file = readConfig(env).databaseFile;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`error: ${error.message}`);
    return 1;
  }
  if (!existsSync(file)) {
    io.err(
      `error: database ${file} does not exist (start the server once with the same DATABASE_FILE to create it)`,
    );
    return 1;
  }
  const { db } = openDatabase(file);
  try {
    return runOperator(db, argv, io);
  } finally {
    db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main();
}
