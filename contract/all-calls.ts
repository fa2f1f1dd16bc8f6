import { accountCalls } from './account-calls';
import { agentCalls } from './agent-calls';
import { authCalls } from './auth-calls';
import { calls } from './calls';
import type { CallDef } from './define';
import { gameCalls } from './game-calls';
import { inboxCalls } from './inbox-calls';
import { moneyCalls } from './money-calls';
import { promotionCalls } from './promotion-calls';
import { recordCalls } from './record-calls';
import { redPacketCalls } from './red-packet-calls';
import { siteCalls } from './site-calls';
import { walletCalls } from './wallet-calls';

/**
 * Every call the reference server serves (docs/product.md#calls and docs/api.md), merged from the
 * modules that hold them: the start-up's and the session's (calls.ts), then one module per area
 * (auth, site, games, promotions, red packet, account, wallets, money, records, the agent centre,
 * the inbox). The app's entry imports calls.ts alone; each area's module is in the chunks of the
 * screens that use it. Requests are lenient like the family's servers: fields a call does not use
 * are dropped, wrong types of known fields are still rejected.
 */
export const allCalls = {
  ...calls,
  ...authCalls,
  ...siteCalls,
  ...gameCalls,
  ...promotionCalls,
  ...redPacketCalls,
  ...accountCalls,
  ...walletCalls,
  ...moneyCalls,
  ...recordCalls,
  ...agentCalls,
  ...inboxCalls,
} as const;
export type AllCalls = typeof allCalls;
export type AllCallName = keyof AllCalls;

/** Another spelling (path) or method under which the family's clients send one of our calls. */
export interface CallAlias {
  call: AllCallName;
  path?: string;
  method?: 'GET' | 'POST';
}

/**
 * Variants of our calls used by the family's clients and listed in its API.md; the server serves
 * each with the call's own handler, request schema and answer.
 */
export const callAliases: readonly CallAlias[] = [
  { call: 'login', path: 'login_pc' },
  { call: 'noticeList', path: 'noticelist' },
  { call: 'activitydeatil', path: 'activitydetail' },
  { call: 'doactivityapply', path: 'doactivity' },
  { call: 'gameList', path: 'gamelist', method: 'POST' },
  { call: 'getPayRange', method: 'GET' },
  { call: 'homenotice', method: 'GET' },
  { call: 'redpacket', method: 'GET' },
];

/** The call definition an alias stands for, under the alias's path and method. */
export const aliasCall = (alias: CallAlias): CallDef => {
  const call: CallDef = allCalls[alias.call];
  return { ...call, path: alias.path ?? call.path, method: alias.method ?? call.method };
};
