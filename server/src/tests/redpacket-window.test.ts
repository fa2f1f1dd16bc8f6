import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runOperator } from '../cli';
import { openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { approveDeposit } from '../repositories/deposits';
import { drawCycle, drawRedPacket, OPEN_WINDOW_KEY, redPacketStatus } from '../repositories/redpackets';
import { getSetting, setSetting } from '../repositories/settings';
import { freshAppPerTest, fundedMember } from '../testing/helper';

const t = freshAppPerTest();

describe('the default draw window is 10:00–12:00 Beijing (docs/product.md#constants-and-limits, migration 005)', () => {
  /** The seeded rules run relative to the real clock: move them around the fixed test day. */
  const runRulesIn = (from: string, to: string) =>
    t.db.prepare('UPDATE redpacket_rules SET start_time = ?, end_time = ?').run(from, to);
  /** A member whose approved 600-yuan deposit was made at `when` (Beijing time). */
  async function memberWithDepositAt(when: string) {
    const { token, userId } = await fundedMember(t);
    const no = (await t.post('recharge', { paytype: 'wxpay', amount: 600 }, token)).message;
    expect(approveDeposit(t.db, no).ok).toBe(true);
    t.db.prepare('UPDATE deposits SET created_at = ? WHERE deposit_no = ?').run(when, no);
    return { token, userId };
  }

  it('a fresh database (and the seeded one) draws 10:00-12:00', () => {
    const { db } = openDatabase(':memory:');
    try {
      expect(getSetting(db, 'redpacket_window')).toBe('10:00-12:00');
    } finally {
      db.close();
    }
    expect(getSetting(t.db, 'redpacket_window')).toBe('10:00-12:00');
  });

  it("moves a database still on the old default 'always'; an operator's own window stays", () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-migrate-'));
    try {
      for (const [before, after] of [
        ['always', '10:00-12:00'],
        ['09:00-11:00', '09:00-11:00'],
      ] as const) {
        // A database made before migration 005 (schema version 4), on `before`.
        const file = join(dir, `${before.replace(/\W/g, '')}.db`);
        const old = new Database(file);
        for (const migration of migrations.slice(0, 4)) old.exec(migration);
        old.pragma('user_version = 4');
        expect(getSetting(old, 'redpacket_window')).toBe('always');
        setSetting(old, 'redpacket_window', before);
        old.close();

        const { db, created } = openDatabase(file);
        expect(created).toBe(false);
        expect(getSetting(db, 'redpacket_window')).toBe(after);
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('at 09:59 a draw answers not started; at 10:30 it is allowed; at 12:00 it is over', async () => {
    runRulesIn('2026-03-01 00:00:00', '2026-04-01 00:00:00');
    const { userId } = await memberWithDepositAt('2026-03-10 08:00:00');
    const fixed = () => 500;

    expect(drawCycle(t.db, '2026-03-10 09:59:00')?.phase).toBe('not_started');
    const early = drawRedPacket(t.db, userId, fixed, '2026-03-10 09:59:00');
    expect(early).toMatchObject({ ok: false, status: { phase: 'not_started', remaining: 1 } });

    expect(drawCycle(t.db, '2026-03-10 10:30:00')?.phase).toBe('open');
    expect(drawRedPacket(t.db, userId, fixed, '2026-03-10 10:30:00')).toEqual({ ok: true, amountCents: 500 });
    expect(redPacketStatus(t.db, userId, '2026-03-10 10:31:00')).toMatchObject({ taken: 1, remaining: 0 });

    // A draw left over at noon is not taken: the window is over.
    t.db
      .prepare("UPDATE redpacket_draws SET created_at = '2026-03-09 10:30:00' WHERE user_id = ?")
      .run(userId);
    expect(drawRedPacket(t.db, userId, fixed, '2026-03-10 12:00:00')).toMatchObject({
      ok: false,
      status: { phase: 'ended' },
    });
  });

  it('the draw call answers the docs/product.md#constants-and-limits messages by Beijing time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      runRulesIn('2026-03-01 00:00:00', '2026-04-01 00:00:00');
      vi.setSystemTime(new Date('2026-03-10T09:59:00+08:00'));
      const { token } = await memberWithDepositAt('2026-03-10 08:00:00');
      expect(await t.post('douserredpacket', {}, token)).toMatchObject({
        code: 1,
        message: '活动尚未开始，请耐心等待',
      });
      expect((await t.get('userredpacket', {}, token)).data).toMatchObject({ sendnums: 1, acquirednum: 0 });
      vi.setSystemTime(new Date('2026-03-10T10:30:00+08:00'));
      const draw = await t.post('douserredpacket', {}, token);
      expect(draw.code).toBe(200);
      expect((await t.get('userredpacket', {}, token)).data).toMatchObject({ sendnums: 0, acquirednum: 1 });
      vi.setSystemTime(new Date('2026-03-10T12:00:00+08:00'));
      expect((await t.post('douserredpacket', {}, token)).message).toBe('本场活动已结束，请等待下一场活动');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('red-packet draw cycle (docs/product.md#constants-and-limits: 10:00–12:00 Beijing, deposits from 12:00 the day before to 10:00)', () => {
  beforeEach(() => setSetting(t.db, 'redpacket_window', '10:00-12:00'));

  it('before the window: not started, deposits counting from yesterday noon up to 10:00', () => {
    expect(drawCycle(t.db, '2026-03-10 09:30:00')).toEqual({
      phase: 'not_started',
      windowFrom: '2026-03-10 10:00:00',
      windowTo: '2026-03-10 12:00:00',
      depositFrom: '2026-03-09 12:00:00',
      depositTo: '2026-03-10 10:00:00',
    });
  });

  it('inside the window: open, same cycle', () => {
    expect(drawCycle(t.db, '2026-03-10 10:00:00')).toMatchObject({
      phase: 'open',
      depositTo: '2026-03-10 10:00:00',
    });
    expect(drawCycle(t.db, '2026-03-10 11:59:59')).toMatchObject({
      phase: 'open',
      windowFrom: '2026-03-10 10:00:00',
    });
  });

  it("after the window: ended, and tomorrow's deposits (from today's noon) are counting", () => {
    expect(drawCycle(t.db, '2026-03-31 12:00:00')).toEqual({
      phase: 'ended',
      windowFrom: '2026-04-01 10:00:00',
      windowTo: '2026-04-01 12:00:00',
      depositFrom: '2026-03-31 12:00:00',
      depositTo: '2026-04-01 10:00:00',
    });
  });

  it("'always' has no cycle (the rules' dates count)", () => {
    setSetting(t.db, 'redpacket_window', 'always');
    expect(drawCycle(t.db, '2026-03-10 09:30:00')).toBeNull();
  });
});

describe('open-redpacket operator command', () => {
  const operator = (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runOperator(t.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('rejects bad minutes', () => {
    expect(operator('open-redpacket', '0').code).toBe(2);
    expect(operator('open-redpacket', 'soon').code).toBe(2);
    expect(operator('help').out).toContain('open-redpacket');
  });

  it('opens a window now: a deposit made before it earns a draw that wins; the draw is counted', async () => {
    setSetting(t.db, 'redpacket_window', '00:00-00:00'); // the daily window is over
    const { token } = await fundedMember(t);
    const no = (await t.post('recharge', { paytype: 'wxpay', amount: 600 }, token)).message;
    expect(approveDeposit(t.db, no).ok).toBe(true);
    expect((await t.post('douserredpacket', {}, token)).message).toBe('本场活动已结束，请等待下一场活动');

    const opened = operator('open-redpacket', '30');
    expect(opened.code).toBe(0);
    expect(getSetting(t.db, OPEN_WINDOW_KEY)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d~/);
    const before = (await t.get('userredpacket', {}, token)).data;
    expect(before.sendnums).toBeGreaterThan(0);
    const draw = await t.post('douserredpacket', {}, token);
    expect(draw.code).toBe(200);
    expect(draw.data.redpacketmoney).toMatch(/^\d+\.\d{2}$/);
    const after = (await t.get('userredpacket', {}, token)).data;
    expect(after.acquirednum).toBe(before.acquirednum + 1);
    expect(after.sendnums).toBe(before.sendnums - 1);
  });

  it('deposits outside the deposit period do not count', async () => {
    setSetting(t.db, 'redpacket_window', '10:00-12:00');
    const { token } = await fundedMember(t);
    const no = (await t.post('recharge', { paytype: 'wxpay', amount: 600 }, token)).message;
    expect(approveDeposit(t.db, no).ok).toBe(true);
    // A window that opened two days ago and is still running: the deposit just made is after its start.
    t.db.prepare("UPDATE deposits SET created_at = '2000-01-01 00:00:00' WHERE deposit_no = ?").run(no);
    operator('open-redpacket', '60');
    expect((await t.get('userredpacket', {}, token)).data.sendnums).toBe(0);
  });
});
