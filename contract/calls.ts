import { z } from 'zod/mini';
import { defineCall, empty, noData, type CallDef } from './define';
import { amountInput, integer, numeric, pageRequest, paginator } from './envelope';
import {
  activityApplySchema,
  activitySchema,
  activityTypeSchema,
  appInfoSchema,
  articleSchema,
  authAnswerSchema,
  bankSchema,
  bannerSchema,
  betRecordSchema,
  bindingSchema,
  gameSchema,
  lobbyGameSchema,
  noticeItemSchema,
  payInfoSchema,
  payRangeSchema,
  payWaySchema,
  rebateRowSchema,
  receivingAccountSchema,
  redPacketInfoSchema,
  redPacketRecordSchema,
  transRecordSchema,
  turnoverDetailSchema,
  urlAnswerSchema,
  userInfoSchema,
  venueWalletSchema,
  vipLevelSchema,
} from './entities';
import { PASSWORD_MAX, PID_MAX, REALNAME_MAX, USERNAME_MAX } from './account-limits';

/** Record filters: date 1-4 and a venue (`api_type`, empty = every venue). */
const date = integer.check(z.minimum(1), z.maximum(4));
const apiType = z.optional(z.string().check(z.maxLength(50)));
const text = (max: number) => z.string().check(z.maxLength(max));
const id = integer.check(z.minimum(1));

/** password = old, paypassword = new; newpasword = the confirmation, checked only when sent (the family's clients omit it). */
const passwordChange = z.object({
  password: text(64),
  paypassword: text(64),
  newpasword: z.optional(text(64)),
});

/**
 * Every call of docs/product.md §7 and docs/api.md: 51 (aliases of the family below). Requests are lenient
 * like the family's servers: fields a call does not use are dropped, wrong types of known fields
 * are still rejected.
 */
export const calls = {
  // site and start-up
  getVisitUrl: defineCall({
    method: 'GET',
    path: 'getVisitUrl',
    member: false,
    request: () => empty,
    data: () => urlAnswerSchema,
  }),
  gameList: defineCall({
    method: 'GET',
    path: 'game/list',
    member: false,
    // `category_id` is the family's spelling of `category`; empty = every category.
    request: () => z.object({ category: z.optional(text(50)), category_id: z.optional(text(50)) }),
    data: () => z.array(gameSchema),
  }),
  app: defineCall({
    method: 'POST',
    path: 'app',
    member: false,
    request: () => empty,
    data: () => appInfoSchema,
  }),
  bannerList: defineCall({
    method: 'POST',
    path: 'bannerList',
    member: false,
    request: () => z.object({ type: integer }),
    data: () => z.array(bannerSchema),
  }),
  homenotice: defineCall({
    method: 'POST',
    path: 'homenotice',
    member: false,
    request: () => empty,
    data: () => z.array(z.string()),
  }),
  getservicerurl: defineCall({
    method: 'POST',
    path: 'getservicerurl',
    member: false,
    request: () => empty,
    data: () => urlAnswerSchema,
  }),
  getAgentLoginUrl: defineCall({
    method: 'GET',
    path: 'getAgentLoginUrl',
    member: false,
    request: () => empty,
    data: () => urlAnswerSchema,
  }),
  article: defineCall({
    method: 'POST',
    path: 'article',
    member: false,
    request: () => z.object({ type: integer.check(z.minimum(1), z.maximum(99)) }),
    data: () => articleSchema,
  }),

  // auth and member
  register: defineCall({
    method: 'POST',
    path: 'register',
    member: false,
    request: () =>
      z.object({
        name: text(USERNAME_MAX),
        password: text(PASSWORD_MAX),
        confirmPass: text(PASSWORD_MAX),
        realname: text(REALNAME_MAX),
        paypassword: text(64),
        code: text(16),
        pid: z.optional(text(PID_MAX)),
      }),
    data: () => authAnswerSchema,
  }),
  login: defineCall({
    method: 'POST',
    path: 'login',
    member: false,
    request: () => z.object({ name: text(64), password: text(64), code: text(16) }),
    data: () => authAnswerSchema,
  }),
  logoff: defineCall({
    method: 'POST',
    path: 'logoff',
    member: true,
    request: () => empty,
    data: () => noData,
  }),
  balance: defineCall({
    method: 'POST',
    path: 'balance',
    member: true,
    request: () => empty,
    data: () => z.object({ balance: numeric }),
  }),
  user: defineCall({
    method: 'POST',
    path: 'user',
    member: true,
    request: () => empty,
    data: () => userInfoSchema,
  }),
  refreshusermoney: defineCall({
    method: 'POST',
    path: 'refreshusermoney',
    member: true,
    request: () => empty,
    data: () => userInfoSchema,
  }),
  uploadimg: defineCall({
    method: 'POST',
    path: 'uploadimg',
    member: true,
    multipart: true,
    request: () => z.unknown(),
    // `type: 'suggestion'` in the form stores a feedback screenshot without changing the avatar;
    // `path` is the family's name for the stored file.
    data: () => z.nullish(z.object({ avatar: z.string(), path: z.optional(z.string()) })),
  }),
  updateuserinfo: defineCall({
    method: 'POST',
    path: 'updateuserinfo',
    member: true,
    request: () => z.object({ email: text(100), mobile: text(20), birthday: text(10) }),
    data: () => noData,
  }),
  editPassword: defineCall({
    method: 'POST',
    path: 'editPassword',
    member: true,
    request: () => passwordChange,
    data: () => noData,
  }),
  editPayPassword: defineCall({
    method: 'POST',
    path: 'editPayPassword',
    member: true,
    request: () => passwordChange,
    data: () => noData,
  }),
  uservip: defineCall({
    method: 'POST',
    path: 'uservip',
    member: false,
    request: () => empty,
    data: () => z.array(vipLevelSchema),
  }),

  // messages
  noticeList: defineCall({
    method: 'POST',
    path: 'noticeList',
    member: true,
    request: () => z.object({ ...pageRequest }),
    data: () => paginator(noticeItemSchema),
  }),

  // promotions
  activitytype: defineCall({
    method: 'POST',
    path: 'activitytype',
    member: false,
    request: () => empty,
    data: () => z.array(activityTypeSchema),
  }),
  activitylist: defineCall({
    method: 'POST',
    path: 'activitylist',
    member: false,
    request: () =>
      z.object({ type: z.optional(integer), ...pageRequest, page: z.optional(pageRequest.page) }),
    data: () => z.object({ data: z.array(activitySchema) }),
  }),
  activitydeatil: defineCall({
    method: 'POST',
    path: 'activitydeatil',
    member: false,
    request: () => z.object({ id }),
    data: () => activitySchema,
  }),
  doactivityapply: defineCall({
    method: 'POST',
    path: 'doactivityapply',
    member: true,
    request: () => z.object({ activityid: id }),
    data: () => noData,
  }),
  activityapplylog: defineCall({
    method: 'POST',
    path: 'activityapplylog',
    member: true,
    request: () => z.object({ ...pageRequest }),
    data: () => paginator(activityApplySchema),
  }),

  // games
  getGameUrl: defineCall({
    method: 'POST',
    path: 'getGameUrl',
    member: true,
    request: () =>
      z.object({
        plat_name: text(50),
        game_type: z.optional(z.union([z.string().check(z.maxLength(20)), z.number()])),
        game_code: z.optional(text(50)),
        is_mobile_url: z.optional(integer),
      }),
    data: () => urlAnswerSchema,
  }),
  gamelistBycode: defineCall({
    method: 'POST',
    path: 'gamelistBycode',
    member: false,
    request: () => z.object({ platform_name: text(50) }),
    data: () => z.array(lobbyGameSchema),
  }),

  // red packet
  userredpacket: defineCall({
    method: 'GET',
    path: 'userredpacket',
    member: true,
    request: () => empty,
    data: () => redPacketInfoSchema,
  }),
  douserredpacket: defineCall({
    method: 'POST',
    path: 'douserredpacket',
    member: true,
    request: () => empty,
    data: () => z.object({ redpacketmoney: numeric }),
  }),
  redpacket: defineCall({
    method: 'POST',
    path: 'redpacket',
    member: true,
    request: () => z.object({ ...pageRequest }),
    data: () => paginator(redPacketRecordSchema),
  }),

  // cards and USDT addresses
  getcard: defineCall({
    method: 'POST',
    path: 'getcard',
    member: true,
    request: () => z.object({ type: integer.check(z.minimum(1), z.maximum(2)) }),
    data: () => z.array(bindingSchema),
  }),
  bindcard: defineCall({
    method: 'POST',
    path: 'bindcard',
    member: true,
    request: () =>
      z.object({
        bank: text(50),
        bank_address: z.optional(text(100)),
        bank_no: text(50),
        bank_owner: text(50),
        pay_pass: text(64),
      }),
    data: () => noData,
  }),
  delcard: defineCall({
    method: 'POST',
    path: 'delcard',
    member: true,
    request: () => z.object({ id }),
    data: () => noData,
  }),
  banklist: defineCall({
    method: 'POST',
    path: 'banklist',
    member: false,
    request: () => empty,
    data: () => z.array(bankSchema),
  }),

  // deposit
  getPayWay: defineCall({
    method: 'GET',
    path: 'get_pay_way',
    member: false,
    request: () => empty,
    data: () => payWaySchema,
  }),
  getPayRange: defineCall({
    method: 'POST',
    path: 'getPayRange',
    member: false,
    request: () => z.object({ type: z.enum(['bank', 'wechat', 'alipay', 'usdt-erc20', 'usdt-trc20']) }),
    data: () => payRangeSchema,
  }),
  recharge: defineCall({
    method: 'POST',
    path: 'recharge',
    member: true,
    request: () =>
      z.object({
        paytype: z.enum(['bank', 'usdt', 'wxpay', 'alipay']),
        amount: numeric,
        bank: z.optional(text(50)),
        bank_address: z.optional(text(100)),
        bank_no: z.optional(text(50)),
        bank_owner: z.optional(text(50)),
        catepay: z.optional(z.enum(['TRC20', 'ERC20'])),
      }),
    data: () => noData,
  }),
  getpaybank: defineCall({
    method: 'POST',
    path: 'getpaybank',
    member: true,
    request: () => empty,
    data: () => z.array(receivingAccountSchema),
  }),
  payinfo: defineCall({
    method: 'POST',
    path: 'payinfo',
    member: true,
    request: () => z.object({ deposit_no: text(64) }),
    data: () => payInfoSchema,
  }),

  // withdrawal
  getBetAmount: defineCall({
    method: 'POST',
    path: 'getBetAmount',
    member: true,
    request: () => empty,
    data: () => z.object({ bet_amount: numeric, turnover: z.optional(turnoverDetailSchema) }),
  }),
  withdraw: defineCall({
    method: 'POST',
    path: 'withdraw',
    member: true,
    request: () => z.object({ amount: amountInput, bank: id, password: text(64) }),
    data: () => noData,
  }),

  // transfer
  balancelist: defineCall({
    method: 'POST',
    path: 'balancelist',
    member: true,
    request: () => empty,
    data: () => z.array(venueWalletSchema),
  }),
  transfer: defineCall({
    method: 'POST',
    path: 'transfer',
    member: true,
    request: () => z.object({ amount: amountInput, sourcetype: text(50), targettype: text(50) }),
    data: () => noData,
  }),
  transall: defineCall({
    method: 'POST',
    path: 'transall',
    member: true,
    request: () => empty,
    data: () => noData,
  }),
  uptransferstatus: defineCall({
    method: 'POST',
    path: 'uptransferstatus',
    member: true,
    request: () =>
      z.object({ transferstatus: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]) }),
    data: () => noData,
  }),
  userapimoney: defineCall({
    method: 'POST',
    path: 'userapimoney/:platname',
    member: true,
    request: () => z.object({ platname: text(50) }),
    data: () => z.object({ platname: z.string(), balance: numeric }),
  }),

  // This app's own calls, beyond the family: under `h5/`, a path none of the family's clients uses.
  /** Whose invitation a referral code is (the agent's name, masked); code 202 when no agent has it. */
  inviter: defineCall({
    method: 'POST',
    path: 'h5/inviter',
    member: false,
    request: () => z.object({ pid: text(PID_MAX) }),
    data: () => z.object({ pid: z.string(), name: z.string() }),
  }),
  /** The member's latest agent application: `state` 0 none, 1 pending, 2 approved, 3 rejected. */
  agentApplication: defineCall({
    method: 'POST',
    path: 'h5/agent-application',
    member: true,
    request: () => empty,
    data: () => z.object({ state: integer, created_at: z.nullish(z.string()) }),
  }),

  // agent
  applyagentdo: defineCall({
    method: 'POST',
    path: 'applyagentdo',
    member: true,
    request: () => z.object({ mobile: text(20), apply_info: text(500) }),
    data: () => noData,
  }),
  // records and rebate
  betrecord: defineCall({
    method: 'POST',
    path: 'betrecord',
    member: true,
    request: () => z.object({ date, ...pageRequest, api_type: apiType }),
    // Totals of every bet the filters match (not only this page): fields the family's clients ignore.
    data: () =>
      paginator(betRecordSchema, {
        total_bet: z.optional(numeric),
        total_valid_bet: z.optional(numeric),
        total_win_loss: z.optional(numeric),
      }),
  }),
  gettransrecord: defineCall({
    method: 'POST',
    path: 'gettransrecord',
    member: true,
    request: () =>
      z.object({ date, type: integer.check(z.minimum(1), z.maximum(4)), ...pageRequest, api_type: apiType }),
    // Approved deposits and paid withdrawals of the period, whatever type is listed: extra fields.
    data: () =>
      paginator(transRecordSchema, {
        total_deposit: z.optional(numeric),
        total_withdraw: z.optional(numeric),
      }),
  }),
  getfanshui: defineCall({
    method: 'POST',
    path: 'getfanshui',
    member: true,
    request: () => z.object({ date, ...pageRequest, api_type: apiType, type: z.optional(integer) }),
    data: () => z.object({ list: paginator(rebateRowSchema), jisuan: numeric, nojisuan: numeric }),
  }),
  dofanshui: defineCall({
    method: 'POST',
    path: 'dofanshui',
    member: true,
    request: () => empty,
    data: () => noData,
  }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;

/** Another spelling (path) or method under which the family's clients send one of our calls. */
export interface CallAlias {
  call: CallName;
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
  const call: CallDef = calls[alias.call];
  return { ...call, path: alias.path ?? call.path, method: alias.method ?? call.method };
};
