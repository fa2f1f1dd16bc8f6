/**
 * Site commands: the site settings the app reads, and a one-off red-packet draw window.
 */
import { parseTurnoverCredits, TURNOVER_CREDIT_KINDS } from '../../../contract/money-limits';
import { openDrawWindowNow } from '../repositories/redpackets';
import { getSetting, getSettings, setSetting } from '../repositories/settings';
import { need, UsageError } from './arguments';
import type { OperatorCommand } from './command';
import { pad } from './terminal';

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

export const siteCommands: Record<string, OperatorCommand> = {
  settings: ({ db, io }) => {
    for (const [key, value] of Object.entries(getSettings(db)).sort(([a], [b]) => a.localeCompare(b))) {
      io.out(`${pad(key, 22)} ${value.length > 80 ? value.slice(0, 77) + '...' : value}`);
    }
  },
  set: ({ db, io, positional }) => {
    const [key, value] = need(positional, 2, 'set <key> <value>');
    if (!KNOWN_KEYS.has(key!) && getSetting(db, key!) === undefined) {
      throw new UsageError(
        `unknown setting ${key}; known: ${[...KNOWN_KEYS].join(', ')} (and any key listed by "settings")`,
      );
    }
    if (FLAG_KEYS.has(key!) && value !== '0' && value !== '1') throw new UsageError(`${key} must be 0 or 1`);
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
  },
  'open-redpacket': ({ db, io, positional }) => {
    const minutes = Number(positional[0] ?? '120');
    if (positional.length > 1 || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
      throw new UsageError('usage: open-redpacket [minutes 1–1440]');
    const window = openDrawWindowNow(db, minutes);
    io.out(`red-packet draw window open ${window.from} – ${window.to} (Beijing time)`);
  },
};
