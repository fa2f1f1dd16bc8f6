import { describe, expect, it } from 'vitest';
import { aliasCall, allCalls as calls, callAliases } from '../../../contract/all-calls';
import type { CallDef } from '../../../contract/define';
import { setSetting } from '../repositories/settings';
import { bankDepositBody, freshAppPerTest, registerBody, type Answer } from '../testing/helper';

/**
 * `npm run operator -- set site_state 0`: the server itself closes, not only the screen. Sign-in,
 * register and every member call (each money movement among them) get the family's maintenance
 * answer (code 1, message repair_tips); site information still answers, so the app shows
 * 站点维护中... and opens by itself when the site reopens.
 */
const t = freshAppPerTest();

const MAINTENANCE = { code: 1, message: '站点维护中...', data: null };

/** One call as a client sends it: path parameters filled in, GET as a query, POST as JSON. */
async function send(call: CallDef, token?: string, body: Record<string, unknown> = {}): Promise<Answer> {
  const path = call.path.replaceAll(/:[a-z_]+/g, '1');
  if (call.method === 'GET') return t.get(path, {}, token);
  return t.post(path, body, token);
}

const depositCount = () => (t.db.prepare('SELECT COUNT(*) AS n FROM deposits').get() as { n: number }).n;

describe('maintenance (site_state 0)', () => {
  it('answers sign-in, register and every member call with the maintenance answer', async () => {
    const token = await t.login();
    setSetting(t.db, 'site_state', '0');
    expect(await t.post('login', { name: 'demo888', password: 'demo8888', code: 'AB12' })).toMatchObject(
      MAINTENANCE,
    );
    expect(await t.post('login_pc', { name: 'demo888', password: 'demo8888', code: 'AB12' })).toMatchObject(
      MAINTENANCE,
    );
    expect(await t.post('register', registerBody())).toMatchObject(MAINTENANCE);
    const member = Object.entries(calls).filter(([, call]) => (call as CallDef).member);
    expect(member.length).toBeGreaterThan(40);
    for (const [name, call] of member)
      expect(await send(call as CallDef, token), name).toMatchObject(MAINTENANCE);
    for (const alias of callAliases.filter((a) => (calls[a.call] as CallDef).member))
      expect(await send(aliasCall(alias), token), alias.call).toMatchObject(MAINTENANCE);
  });

  it('moves no money: no deposit order, no 一键回收, no demo bet', async () => {
    const token = await t.login();
    const before = depositCount();
    setSetting(t.db, 'site_state', '0');
    expect(await t.post('recharge', bankDepositBody(), token)).toMatchObject(MAINTENANCE);
    expect(await t.post('transall', {}, token)).toMatchObject(MAINTENANCE);
    const bet = await t.request('/demo-api/bet', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ plat: 'ag', amount: 10 }),
    });
    expect(await bet.json()).toMatchObject(MAINTENANCE);
    expect(depositCount()).toBe(before);

    // Reopened: the same session works again.
    setSetting(t.db, 'site_state', '1');
    expect((await t.post('recharge', bankDepositBody(), token)).code).toBe(200);
    expect(depositCount()).toBe(before + 1);
  });

  it('still answers site information, and the answer carries the operator’s repair_tips', async () => {
    setSetting(t.db, 'site_state', '0');
    expect((await t.post('app')).data).toMatchObject({ site_state: 0 });
    for (const [name, call] of Object.entries(calls).filter(
      ([name, call]) => !(call as CallDef).member && name !== 'login' && name !== 'register',
    ))
      expect((await send(call as CallDef)).message, name).not.toBe(MAINTENANCE.message);
    setSetting(t.db, 'repair_tips', '系统升级中，预计 02:00 恢复');
    expect(await t.post('login', { name: 'demo888', password: 'demo8888', code: 'AB12' })).toMatchObject({
      ...MAINTENANCE,
      message: '系统升级中，预计 02:00 恢复',
    });
  });
});
