import { beforeEach, describe, expect, it } from 'vitest';
import { setSetting } from '../repositories/settings';
import {
  freshAppPerTest,
  balanceCents,
  bindTestCard,
  expectLedgerMatches,
  fundedMember,
  PAY_PASSWORD,
  venueCents,
} from '../testing/helper';

const t = freshAppPerTest();
beforeEach(() => {
  // Every payment-password check in flight counts as an attempt until it succeeds, so a
  // burst of 100 is refused past the limit: this test is about the money, not the limiter.
  t.reopen({
    attemptLimits: { accountMax: 1000, accountWideMax: 1000, addressMax: 1000, lockMs: 60_000 },
  });
});

describe('concurrent money movements on one account', () => {
  it(
    '100 withdrawals and 100 transfers at once never overdraw and the ledger adds up to the cent',
    { timeout: 60_000 },
    async () => {
      const { token, userId } = await fundedMember(t, 1000);
      const cardId = await bindTestCard(t, token);
      const start = balanceCents(t.db, userId);

      const withdrawals = Array.from({ length: 100 }, () =>
        t.post('withdraw', { amount: '100.00', bank: cardId, password: PAY_PASSWORD }, token),
      );
      const transfers = Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0
          ? t.post('transfer', { amount: '33.33', sourcetype: 'userbalance', targettype: 'ag' }, token)
          : t.post('transfer', { amount: '33.33', sourcetype: 'ag', targettype: 'userbalance' }, token),
      );
      const answers = await Promise.all([...withdrawals, ...transfers]);

      for (const answer of answers) expect([200, 208, 210]).toContain(answer.code);
      const okWithdrawals = answers.slice(0, 100).filter((a) => a.code === 200).length;
      expect(okWithdrawals).toBeGreaterThan(0);
      expect(okWithdrawals).toBeLessThanOrEqual(10);
      expect(answers.slice(0, 100).every((a) => a.code === 200 || a.code === 208)).toBe(true);

      const main = balanceCents(t.db, userId);
      const venue = venueCents(t.db, userId, 'ag');
      expect(main).toBeGreaterThanOrEqual(0);
      expect(venue).toBeGreaterThanOrEqual(0);
      const pending = t.db
        .prepare(
          'SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS total FROM withdrawals WHERE user_id = ?',
        )
        .get(userId) as {
        n: number;
        total: number;
      };
      expect(pending.n).toBe(okWithdrawals);
      // Money is conserved: what left the main wallet is in the venue wallet or a pending withdrawal.
      expect(main + venue + pending.total).toBe(start);
      const transfersIn = answers.slice(100).filter((a, i) => i % 2 === 0 && a.code === 200).length;
      const transfersOut = answers.slice(100).filter((a, i) => i % 2 === 1 && a.code === 200).length;
      expect(venue).toBe((transfersIn - transfersOut) * 3333);
      expect(expectLedgerMatches(t.db, userId)).toEqual([]);
    },
  );

  it('concurrent claims, draws and recoveries pay out once', async () => {
    // About paying out once, not the daily 10:00–12:00 draw window: draws are open all day here.
    setSetting(t.db, 'redpacket_window', 'always');
    const token = await t.login();
    const demoId = (t.db.prepare("SELECT id FROM users WHERE username = 'demo888'").get() as { id: number })
      .id;
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => t.post('dofanshui', {}, token)),
      ...Array.from({ length: 20 }, () => t.post('douserredpacket', {}, token)),
      ...Array.from({ length: 20 }, () => t.post('transall', {}, token)),
    ]);
    expect(answers.slice(0, 20).filter((a) => a.code === 200)).toHaveLength(1);
    const info = (await t.get('userredpacket', {}, token)).data;
    expect(info.sendnums).toBe(0);
    expect(answers.slice(20, 40).filter((a) => a.code === 200).length).toBe(info.max_times - 3);
    expect(answers.slice(40).filter((a) => a.message.includes('一键回收成功'))).toHaveLength(1);
    expect(expectLedgerMatches(t.db, demoId)).toEqual([]);
  });
});
