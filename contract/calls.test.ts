import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { accountCalls } from './account-calls';
import { agentCalls } from './agent-calls';
import { aliasCall, allCalls, callAliases, type AllCallName } from './all-calls';
import { authCalls } from './auth-calls';
import { calls } from './calls';
import { gameCalls } from './game-calls';
import { inboxCalls } from './inbox-calls';
import { moneyCalls } from './money-calls';
import { promotionCalls } from './promotion-calls';
import { recordCalls } from './record-calls';
import { redPacketCalls } from './red-packet-calls';
import { siteCalls } from './site-calls';
import { walletCalls } from './wallet-calls';
import { defineCall, empty } from './define';

/** A valid request per call, as the family's clients send it. */
const samples: Record<AllCallName, Record<string, unknown>> = {
  getVisitUrl: {},
  gameList: { category_id: '' },
  app: {},
  bannerList: { type: 2 },
  homenotice: {},
  getservicerurl: {},
  getAgentLoginUrl: {},
  article: { type: 1 },
  register: {
    name: 'abc12345',
    password: 'abc12345',
    confirmPass: 'abc12345',
    realname: '张三',
    paypassword: '123456',
    code: 'AB12',
  },
  login: { name: 'demo888', password: 'demo8888', code: 'AB12' },
  logoff: {},
  inviter: { pid: 'DEMO888' },
  agentApplication: {},
  balance: {},
  user: {},
  refreshusermoney: {},
  uploadimg: {},
  updateuserinfo: { email: 'a@example.com', mobile: '13800138000', birthday: '1990-01-01' },
  editPassword: { password: 'old12345', paypassword: 'new12345' },
  editPayPassword: { password: '123456', paypassword: '654321' },
  uservip: {},
  noticeList: { page: 1 },
  activitytype: {},
  activitylist: { type: 1 },
  activitydeatil: { id: 1 },
  doactivityapply: { activityid: 1 },
  activityapplylog: { page: 1 },
  getGameUrl: { plat_name: 'obgdy', game_type: 'cszd', game_code: '', is_mobile_url: 1 },
  gamelistBycode: { platform_name: 'obgdy' },
  userredpacket: {},
  douserredpacket: {},
  redpacket: { page: 1 },
  getcard: { type: 1 },
  bindcard: {
    bank: '招商银行',
    bank_no: '6214830000000001',
    bank_owner: '李四',
    bank_address: '深圳',
    pay_pass: '123456',
  },
  delcard: { id: 1 },
  banklist: {},
  getPayWay: {},
  getPayRange: { type: 'bank' },
  recharge: { amount: 500, paytype: 'alipay' },
  getpaybank: {},
  payinfo: { deposit_no: 'D123' },
  getBetAmount: {},
  withdraw: { amount: 300, bank: 1, password: '123456' },
  balancelist: {},
  transfer: { sourcetype: 'userbalance', targettype: 'pg', amount: 200 },
  transall: {},
  uptransferstatus: { transferstatus: 1 },
  userapimoney: { platname: 'ag' },
  applyagentdo: { mobile: '13800138000', apply_info: '推广资源' },
  betrecord: { date: 1, page: 1, api_type: '' },
  gettransrecord: { date: 1, type: 1, page: 1 },
  getfanshui: { date: 1, page: 1, api_type: '', type: 0 },
  dofanshui: {},
  agentToday: {},
  agentCommission: { start: '2026-11-01', end: '2026-11-25' },
  agentProfit: { start: '2026-11-01', end: '2026-11-25', page: 1, size: 10 },
  agentSubordinate: { start: '2026-11-01', end: '2026-11-25', page: 1, size: 10 },
  agentMemberList: { username: '', page: 1, size: 10 },
  agentMember: { uid: 2 },
  agentBetLog: { username: '', start: '2026-11-01', end: '2026-11-25', page: 1, size: 10 },
  agentRechargeLog: { start: '2026-11-01', end: '2026-11-25', page: 1, size: 10 },
  agentWithdrawLog: { start: '2026-11-01', end: '2026-11-25', page: 1, size: 10 },
  agentTransferLog: { start: '2026-11-01', end: '2026-11-25', page: 1, size: 10 },
  agentRebate: { start: '2026-11-01', end: '2026-11-25', page: 1, size: 10 },
  agentAddMember: { username: 'abc12345', password: 'abc12345', realname: '李四' },
  agentRecharge: { user_id: 2, amount: '100.00' },
  agentChangeFanshui: { uid: 2, fanshui: '0.5' },
  mail: { page: 1, size: 10 },
  mailDetail: { id: 1 },
  mailReadAll: {},
  suggestion: { type: 1, content: '存款一直没有到账，请帮忙查看', img: '' },
  suggestionList: { page: 1, size: 10 },
  orderDetail: { out_trade_no: 'D123' },
};

const EXTRA = { unknown_extra_field: 'x', size: 10, limit: 10, captcha_id: 'abc' };

describe('request schemas are lenient like the family: unknown fields are dropped, never rejected', () => {
  it.each(Object.entries(allCalls))('%s tolerates an unknown extra field', (name, call) => {
    const sample = samples[name as AllCallName];
    const parsed = call.request.safeParse({ ...sample, ...EXTRA });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    if (call.multipart) return; // the file is read from the form, not parsed
    for (const key of Object.keys(EXTRA)) {
      if (!(key in sample)) expect(parsed.data as object).not.toHaveProperty(key);
    }
  });

  it.each(Object.entries(allCalls))(
    '%s never reports an unknown key as the problem, even when a field is missing',
    (_, call) => {
      const parsed = call.request.safeParse(EXTRA);
      expect(parsed.error?.issues.filter((issue) => issue.code === 'unrecognized_keys') ?? []).toEqual([]);
    },
  );

  it('still rejects a wrong type of a known field', () => {
    expect(allCalls.bannerList.request.safeParse({ type: 'abc', extra: 1 }).success).toBe(false);
    expect(allCalls.getcard.request.safeParse({ type: 3 }).success).toBe(false);
    expect(allCalls.login.request.safeParse({ name: 12345678, password: 'x', code: 'AB12' }).success).toBe(
      false,
    );
  });

  it('category_id is accepted as the family spelling of category', () => {
    expect(allCalls.gameList.request.safeParse({ category_id: 'realbet' }).data).toEqual({
      category_id: 'realbet',
    });
  });

  it('newpasword is optional on both password changes, checked only when sent', () => {
    expect(allCalls.editPassword.request.safeParse({ password: 'a', paypassword: 'b' }).success).toBe(true);
    expect(
      allCalls.editPayPassword.request.safeParse({ password: 'a', paypassword: 'b', newpasword: 'b' })
        .success,
    ).toBe(true);
    expect(
      allCalls.editPayPassword.request.safeParse({ password: 'a', paypassword: 'b', newpasword: 5 }).success,
    ).toBe(false);
  });
});

describe('the modules that hold the calls', () => {
  const modules = {
    calls,
    authCalls,
    siteCalls,
    gameCalls,
    promotionCalls,
    redPacketCalls,
    accountCalls,
    walletCalls,
    moneyCalls,
    recordCalls,
    agentCalls,
    inboxCalls,
  };

  it('each name one call only: all-calls.ts merges them and none hides another', () => {
    const names = Object.values(modules).flatMap((module) => Object.keys(module));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(allCalls).sort()).toEqual([...names].sort());
  });

  it("the entry's own module holds the start-up's and the session's calls, no more", () => {
    expect(Object.keys(calls).sort()).toEqual([
      'app',
      'balance',
      'gameList',
      'getVisitUrl',
      'logoff',
      'user',
    ]);
  });
});

describe('aliases of the family', () => {
  it('each names a call and differs from it in path or method', () => {
    for (const alias of callAliases) {
      const call = allCalls[alias.call];
      const variant = aliasCall(alias);
      expect(variant.path !== call.path || variant.method !== call.method).toBe(true);
      expect(variant.request).toBe(call.request);
      expect(variant.data).toBe(call.data);
    }
  });

  it('no alias collides with a call or another alias', () => {
    const keys = [
      ...Object.values(allCalls).map((call) => `${call.method} ${call.path}`),
      ...callAliases.map((alias) => {
        const variant = aliasCall(alias);
        return `${variant.method} ${variant.path}`;
      }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('serves noticelist, the spelling the original client uses', () => {
    expect(callAliases).toContainEqual({ call: 'noticeList', path: 'noticelist' });
  });
});

describe('defineCall', () => {
  it("builds a call's schemas on first use, once (not while the entry starts)", () => {
    const data = vi.fn(() => z.string());
    const request = vi.fn(() => empty);
    const call = defineCall({ method: 'GET', path: 'x', member: false, request, data });
    expect(data).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
    expect(call.data).toBe(call.data);
    expect(call.data.safeParse('a').success).toBe(true);
    expect(data).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
  });

  it("an alias carries its call's schemas", () => {
    const alias = aliasCall({ call: 'login', path: 'login_pc' });
    expect(alias.request).toBe(allCalls.login.request);
    expect(alias.data).toBe(allCalls.login.data);
  });
});
