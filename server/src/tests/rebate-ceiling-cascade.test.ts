import { describe, expect, it } from 'vitest';
import { agentMessages } from '../../../contract/agent-rules';
import { highestVenueRebate } from '../repositories/agent-actions';
import { makeAgent } from '../repositories/agents';
import { placeDemoBet } from '../repositories/bets';
import { changeVenue } from '../repositories/wallets';
import { fundedMember, freshAppPerTest } from '../testing/helper';

/**
 * 返水 ceilings only narrow down the tree: a sub-agent never gives more than its own upline allows
 * (with or without a ceiling of its own), and lowering an agent's ceiling lowers its team's rates
 * that stood above it.
 */
const t = freshAppPerTest();

const rateOf = (id: number) =>
  (t.db.prepare('SELECT fanshui_bp FROM users WHERE id = ?').get(id) as { fanshui_bp: number | null })
    .fanshui_bp;

/** Agent A (ceiling 0.50 %) → sub-agent B (no ceiling of its own) → member C. */
async function chain() {
  const a = await fundedMember(t);
  const aCode = makeAgent(t.db, a.userId);
  t.db.prepare('UPDATE users SET fanshui_bp = 50 WHERE id = ?').run(a.userId);
  const b = await fundedMember(t, 0, { pid: aCode });
  const bCode = makeAgent(t.db, b.userId);
  const c = await fundedMember(t, 0, { pid: bCode });
  return { a, b, c };
}

const change = (token: string, uid: number, fanshui: string) =>
  t.post('agent/changefanshui', { uid, fanshui }, token);

describe('返水 ceilings cascade', () => {
  it('the best venue rate is above the upline’s ceiling (the case that matters)', () => {
    expect(highestVenueRebate(t.db)).toBeGreaterThan(50);
  });

  it('a sub-agent without a ceiling of its own cannot give more than its upline allows', async () => {
    const { b, c } = await chain();
    expect(await change(b.token, c.userId, '0.90')).toMatchObject({
      code: 1,
      message: agentMessages.fanshuiAboveOwn,
    });
    expect(await change(b.token, c.userId, '0.51')).toMatchObject({
      code: 1,
      message: agentMessages.fanshuiAboveOwn,
    });
    expect((await change(b.token, c.userId, '0.50')).code).toBe(200);
    expect(rateOf(c.userId)).toBe(50);
  });

  it('an agent cannot set a deep member above that member’s own upline', async () => {
    const { a, b, c } = await chain();
    expect((await change(a.token, b.userId, '0.30')).code).toBe(200);
    expect(await change(a.token, c.userId, '0.40')).toMatchObject({
      code: 1,
      message: agentMessages.fanshuiAboveUpline,
    });
    expect((await change(a.token, c.userId, '0.30')).code).toBe(200);
  });

  it('lowering an agent’s ceiling lowers its team’s rates above it, and leaves lower ones', async () => {
    const { a, b, c } = await chain();
    const d = await fundedMember(t, 0, {
      pid: (
        t.db.prepare('SELECT invite_code FROM users WHERE id = ?').get(b.userId) as { invite_code: string }
      ).invite_code,
    });
    expect((await change(b.token, c.userId, '0.45')).code).toBe(200);
    expect((await change(b.token, d.userId, '0.10')).code).toBe(200);
    expect((await change(a.token, b.userId, '0.20')).code).toBe(200);
    expect(rateOf(b.userId)).toBe(20);
    expect(rateOf(c.userId)).toBe(20);
    expect(rateOf(d.userId)).toBe(10);
  });

  it('a member’s bets accrue at most the lowest ceiling above them', async () => {
    const { c } = await chain();
    changeVenue(t.db, c.userId, 'ag', 100_00, 'opening', 'test');
    const outcome = placeDemoBet(t.db, c.userId, 'ag', null, 100_00, () => 0);
    // AG's own rate is higher; the upline's 0.50 % caps it even though nobody set C's or B's.
    expect(outcome).toMatchObject({ ok: true, rebate_cents: 50 });
  });
});
