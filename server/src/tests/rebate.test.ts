import { describe, expect, it } from 'vitest';
import { freshAppPerTest, balanceCents, expectLedgerMatches, fundedMember } from '../testing/helper';

const t = freshAppPerTest();

/** POST /demo-api/bet as the demo game page sends it (createApp mounts it). */
async function demoBet(token: string, body: unknown) {
  const response = await t.request('/demo-api/bet', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    ...((await response.json()) as { code: number; message: string; data: Record<string, string> }),
  };
}

describe('getfanshui / dofanshui', () => {
  it('answers the list with claimed and unclaimed totals', async () => {
    const token = await t.login();
    const answer = await t.post('getfanshui', { date: 4, page: 1 }, token);
    expect(answer.code).toBe(200);
    expect(answer.data.jisuan).toMatch(/^\d+\.\d{2}$/);
    expect(Number(answer.data.nojisuan)).toBeGreaterThan(0);
    expect(answer.data.list.last_page).toBeGreaterThan(1);
    const states = new Set(answer.data.list.data.map((row: { state: number }) => row.state));
    expect([...states].every((s) => s === 0 || s === 1)).toBe(true);
    const claimedRow = (
      await t.post('getfanshui', { date: 4, page: 1, pagesize: 100 }, token)
    ).data.list.data.find((row: { state: number }) => row.state === 1);
    expect(claimedRow.updated_at).toEqual(expect.any(String));
  });

  it('claims every unclaimed rebate into the balance once', async () => {
    const token = await t.login();
    const demoId = (t.db.prepare("SELECT id FROM users WHERE username = 'demo888'").get() as { id: number })
      .id;
    const before = (await t.post('getfanshui', { date: 4, page: 1 }, token)).data;
    const balance = balanceCents(t.db, demoId);
    const claim = await t.post('dofanshui', {}, token);
    expect(claim.code).toBe(200);
    expect(claim.message).toContain(before.nojisuan);
    const unclaimedCents = Math.round(Number(before.nojisuan) * 100);
    expect(balanceCents(t.db, demoId)).toBe(balance + unclaimedCents);
    const after = (await t.post('getfanshui', { date: 4, page: 1 }, token)).data;
    expect(after.nojisuan).toBe('0.00');
    expect(Math.round(Number(after.jisuan) * 100)).toBe(
      Math.round(Number(before.jisuan) * 100) + unclaimedCents,
    );
    expect(await t.post('dofanshui', {}, token)).toMatchObject({ code: 1, message: '暂无可领取的返水' });
    expect(expectLedgerMatches(t.db, demoId)).toEqual([]);
  });
});

describe('demo bet (POST /demo-api/bet)', () => {
  it('bets from the venue wallet, records the bet and accrues a rebate', async () => {
    const { token, userId } = await fundedMember(t, 1000);
    await t.post('transfer', { amount: 500, sourcetype: 'userbalance', targettype: 'ag' }, token);
    const answer = await demoBet(token, { plat: 'ag', code: 'BAC', amount: '100' });
    expect(answer).toMatchObject({ status: 200, code: 200, data: { bet_amount: '100.00', rebate: '0.60' } });
    const bets = await t.post('betrecord', { date: 1, page: 1 }, token);
    expect(bets.data.data).toEqual([
      expect.objectContaining({
        bet_amount: '100.00',
        Code: 'BAC',
        status: 1,
        win_loss: answer.data.win_loss,
      }),
    ]);
    const rebate = await t.post('getfanshui', { date: 1, page: 1 }, token);
    expect(rebate.data).toMatchObject({ nojisuan: '0.60', jisuan: '0.00' });
    expect(rebate.data.list.data[0]).toMatchObject({
      gamename: 'AG真人',
      money: '0.60',
      state: 0,
      updated_at: null,
    });
    expect(answer.data.balance).toBe((await t.post('userapimoney/ag', {}, token)).data.balance);
    expect((await t.post('dofanshui', {}, token)).code).toBe(200);
    expect(expectLedgerMatches(t.db, userId)).toEqual([]);
  });

  it('refuses a missing token, an empty wallet, unknown venues and bad amounts', async () => {
    const { token } = await fundedMember(t, 1000);
    expect(await demoBet('nope', { plat: 'ag', amount: 10 })).toMatchObject({ status: 200, code: 401 });
    expect((await demoBet(token, { plat: 'ag', amount: 10 })).code).toBe(210);
    expect((await demoBet(token, { plat: 'nosuch', amount: 10 })).code).toBe(1);
    expect((await demoBet(token, { plat: 'ag', amount: 0 })).code).toBe(1);
    expect((await demoBet(token, { plat: 'ag', amount: '1.234' })).code).toBe(1);
    expect((await demoBet(token, '{oops')).code).toBe(422);
    expect((await demoBet(token, { plat: 'ag', amount: 10, __proto__: { x: 1 }, extra: 1 })).code).toBe(422);
  });
});
