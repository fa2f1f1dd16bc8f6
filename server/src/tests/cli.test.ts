import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main, runOperator } from '../cli';
import { openDatabase } from '../db/database';
import { getSetting } from '../repositories/settings';
import { seedDatabase } from '../seed';
import {
  freshAppPerTest,
  balanceCents,
  bindTestCard,
  expectLedgerMatches,
  fundedMember,
  settledBet,
  PAY_PASSWORD,
} from '../testing/helper';

const t = freshAppPerTest();

function operator(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOperator(t.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('operator commands', () => {
  it('help lists every command', () => {
    const { code, out } = operator('help');
    expect(code).toBe(0);
    for (const command of [
      'deposits',
      'approve-deposit',
      'reject-deposit',
      'withdrawals',
      'approve-withdrawal',
      'reject-withdrawal',
      'credit',
      'debit',
      'set',
      'payway',
    ]) {
      expect(out).toContain(command);
    }
  });

  it('lists pending deposits and approves one once (balance, paysum, VIP, ledger)', async () => {
    const { token, userId, username } = await fundedMember(t);
    // VIP2 asks 1,000 deposited and 5,000 wagered: the wagering is there already.
    settledBet(t.db, userId, 5000);
    const no = (await t.post('recharge', { paytype: 'alipay', amount: '1000' }, token)).message;
    const list = operator('deposits', '--state', 'pending');
    expect(list.code).toBe(0);
    expect(list.out).toContain(no);
    expect(list.out).toContain(username);
    expect(operator('approve-deposit', no).code).toBe(0);
    expect(balanceCents(t.db, userId)).toBe(100000);
    expect((await t.post('user', {}, token)).data).toMatchObject({
      paysum: '1000.00',
      vip: 2,
      current_vip: 'VIP2',
    });
    const again = operator('approve-deposit', no);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already processed');
    expect(operator('reject-deposit', no).code).toBe(1);
    expect(balanceCents(t.db, userId)).toBe(100000);
    expect(operator('approve-deposit', 'D404').code).toBe(1);
    expect(operator('deposits', '--state', 'pending').out).not.toContain(no);
    expect(expectLedgerMatches(t.db, userId)).toEqual([]);
  });

  it('rejects a deposit without crediting', async () => {
    const { token, userId } = await fundedMember(t);
    const no = (await t.post('recharge', { paytype: 'alipay', amount: '200' }, token)).message;
    expect(operator('reject-deposit', no).code).toBe(0);
    expect(operator('approve-deposit', no).code).toBe(1);
    expect(balanceCents(t.db, userId)).toBe(0);
    expect((await t.post('gettransrecord', { date: 1, type: 1, page: 1 }, token)).data.data[0].state).toBe(3);
  });

  it('approves and rejects withdrawals (rejection refunds once)', async () => {
    const { token, userId } = await fundedMember(t, 500);
    const bank = await bindTestCard(t, token);
    await t.post('withdraw', { amount: 100, bank, password: PAY_PASSWORD }, token);
    await t.post('withdraw', { amount: 200, bank, password: PAY_PASSWORD }, token);
    const rows = t.db
      .prepare('SELECT withdraw_no FROM withdrawals WHERE user_id = ? ORDER BY id')
      .all(userId) as { withdraw_no: string }[];
    expect(operator('withdrawals', '--state', 'pending').out).toContain(rows[0]!.withdraw_no);
    expect(operator('approve-withdrawal', rows[0]!.withdraw_no).code).toBe(0);
    expect(operator('reject-withdrawal', rows[0]!.withdraw_no).code).toBe(1);
    expect(balanceCents(t.db, userId)).toBe(20000);
    const reject = operator('reject-withdrawal', rows[1]!.withdraw_no);
    expect(reject.code).toBe(0);
    expect(reject.out).toContain('refunded 200.00');
    expect(operator('reject-withdrawal', rows[1]!.withdraw_no).code).toBe(1);
    expect(balanceCents(t.db, userId)).toBe(40000);
    expect(expectLedgerMatches(t.db, userId)).toEqual([]);
  });

  it('credits and debits exactly, never below zero', async () => {
    const { userId, username } = await fundedMember(t);
    expect(operator('credit', username, '0.10').code).toBe(0);
    expect(operator('credit', username, '0.20').out).toContain('balance now 0.30');
    expect(operator('debit', username, '0.31').code).toBe(1);
    expect(operator('debit', username, '0.30').code).toBe(0);
    expect(balanceCents(t.db, userId)).toBe(0);
    expect(operator('credit', username, '-5').code).toBe(2);
    expect(operator('credit', username, '1.001').code).toBe(2);
    expect(operator('credit', 'nobody_here', '5').code).toBe(1);
    expect(operator('credit', username).code).toBe(2);
    expect(expectLedgerMatches(t.db, userId)).toEqual([]);
  });

  it('sets site settings with validation, which the API then answers', async () => {
    expect(operator('set', 'site_state', '0').code).toBe(0);
    expect((await t.post('app')).data.site_state).toBe(0);
    expect(operator('set', 'redpacket_switch', '2').code).toBe(2);
    expect(operator('set', 'index_modal', '0').code).toBe(0);
    expect(operator('set', 'webcontent', '<p>你好</p>').code).toBe(0);
    expect(getSetting(t.db, 'webcontent')).toBe('<p>你好</p>');
    expect(operator('set', 'visit_url', 'javascript:alert(1)').code).toBe(2);
    expect(operator('set', 'ios_download_url', 'https://example.com/app.ipa').code).toBe(0);
    expect(operator('set', 'redpacket_window', '10:00-12:00').code).toBe(0);
    expect(operator('set', 'redpacket_window', 'sometimes').code).toBe(2);
    expect(operator('set', 'no_such_key', '1').code).toBe(2);
    expect(operator('settings').out).toContain('redpacket_window');
  });

  it('switches pay ways', async () => {
    expect(operator('payway', 'usdt', 'off').code).toBe(0);
    expect((await t.get('get_pay_way')).data).toMatchObject({ usdt: 0, rengong: 1 });
    expect(operator('payway', 'usdt', 'on').code).toBe(0);
    expect((await t.get('get_pay_way')).data.usdt).toBe(1);
    expect(operator('payway', 'bitcoin', 'on').code).toBe(2);
    expect(operator('payway', 'usdt', 'maybe').code).toBe(2);
    expect(operator('frobnicate').code).toBe(2);
  });
});

describe('operator entry point against a database file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'h5-cli-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fails clearly when DATABASE_FILE does not exist', () => {
    expect(main(['deposits'], { DATABASE_FILE: join(dir, 'missing.db') })).toBe(1);
  });

  it(
    'runs as `npm run operator` does (tsx server/src/cli.ts) with exit codes',
    { timeout: 60_000 },
    async () => {
      const file = join(dir, 'app.db');
      const { db } = openDatabase(file);
      seedDatabase(db);
      db.close();
      const run = promisify(execFile);
      const env = { ...process.env, DATABASE_FILE: file };
      const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
      const listed = await run(tsx, ['server/src/cli.ts', 'deposits', '--state', 'pending'], { env });
      expect(listed.stdout).toContain('demo888');
      const pendingNo = /D\d{20}/.exec(listed.stdout)![0];
      const approved = await run(tsx, ['server/src/cli.ts', 'approve-deposit', pendingNo], { env });
      expect(approved.stdout).toContain(`approved deposit ${pendingNo}`);
      await expect(
        run(tsx, ['server/src/cli.ts', 'approve-deposit', pendingNo], { env }),
      ).rejects.toMatchObject({ code: 1 });
      await expect(run(tsx, ['server/src/cli.ts', 'set', 'site_state', 'x'], { env })).rejects.toMatchObject({
        code: 2,
      });
    },
  );
});
