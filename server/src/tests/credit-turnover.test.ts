import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { turnoverOwedMessage, TURNOVER_CREDIT_KINDS } from '../../../contract/money-limits';
import { runOperator } from '../cli';
import { openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { creditKinds as creditKindsMigration } from '../db/migrations/012-credit-kinds';
import { makeAgent } from '../repositories/agents';
import { approveDeposit } from '../repositories/deposits';
import { setSetting } from '../repositories/settings';
import { changeMain, changeVenue } from '../repositories/wallets';
import { agentTeam } from '../testing/agent-team';
import { balanceCents, bindTestCard, fundedMember, freshAppPerTest, PAY_PASSWORD } from '../testing/helper';

/**
 * Every way money arrives in a member's wallet goes through creditWallet (repositories/ledger.ts) with
 * its credit kind, and owes the turnover its kind's rule says (turnover.ts turnoverRule).
 */
const t = freshAppPerTest();

const operator = (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOperator(t.db, argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};
const owed = async (token: string) => (await t.post('getBetAmount', {}, token)).data.bet_amount as string;
const creditKinds = async (token: string) =>
  ((await t.post('getBetAmount', {}, token)).data.turnover.credits as { kind: string }[]).map((c) => c.kind);
const withdraw = (token: string, bank: number, amount: number) =>
  t.post('withdraw', { amount, bank, password: PAY_PASSWORD }, token);

describe('an operator credit', () => {
  it('owes turnover by default: credit 500 then withdraw 500 is refused', async () => {
    const member = await fundedMember(t, 0);
    const card = await bindTestCard(t, member.token);
    const credited = operator('credit', member.username, '500');
    expect(credited.code).toBe(0);
    expect(credited.out).toContain('owing turnover (打码量 now 500.00)');
    expect(await owed(member.token)).toBe('500.00');
    expect(await withdraw(member.token, card, 500)).toMatchObject({
      code: 1,
      message: turnoverOwedMessage('500.00'),
    });
    expect(balanceCents(t.db, member.userId)).toBe(50000);
  });

  it('with --no-turnover owes none, and the output and the ledger name it', async () => {
    const member = await fundedMember(t, 0);
    const card = await bindTestCard(t, member.token);
    const credited = operator('credit', member.username, '500', '--no-turnover');
    expect(credited.code).toBe(0);
    expect(credited.out).toContain('owing no turnover (--no-turnover');
    expect(
      t.db
        .prepare('SELECT reason, delta_cents FROM ledger WHERE user_id = ? AND ref = ?')
        .all(member.userId, 'operator'),
    ).toEqual([{ reason: 'credit_no_turnover', delta_cents: 50000 }]);
    expect(await owed(member.token)).toBe('0.00');
    expect((await withdraw(member.token, card, 500)).code).toBe(200);
  });

  it('refuses --no-turnover on a debit', async () => {
    const member = await fundedMember(t, 10);
    expect(operator('debit', member.username, '5', '--no-turnover').code).toBe(2);
    expect(balanceCents(t.db, member.userId)).toBe(1000);
  });
});

describe('settle-commission', () => {
  it('adds the commission to the agent’s owed turnover', async () => {
    const { a } = await agentTeam(t);
    expect(operator('commission-rate', a.name, '1.2').code).toBe(0);
    const before = Number(await owed(a.token));
    expect(operator('settle-commission', a.name).out).toContain('paid 3.60 yuan');
    expect(Number(await owed(a.token))).toBeCloseTo(before + 3.6, 2);
    expect(await creditKinds(a.token)).toContain('commission');
  });
});

describe('every credit kind', () => {
  it('appears in the member’s turnover credits with its kind', async () => {
    operator('set', 'turnover_credits', TURNOVER_CREDIT_KINDS.join(','));
    setSetting(t.db, 'redpacket_window', 'always');
    const agent = await fundedMember(t, 1000);
    const code = makeAgent(t.db, agent.userId);
    const member = await fundedMember(t, 0, { pid: code });
    // deposit: 1,000 approved (it also earns red-packet draws)
    const no = (await t.post('recharge', { paytype: 'wxpay', amount: 1000 }, member.token)).message;
    expect(approveDeposit(t.db, no).ok).toBe(true);
    // redpacket
    expect((await t.post('douserredpacket', {}, member.token)).code).toBe(200);
    // agent_recharge (代充)
    expect((await t.post('agent/recharge', { user_id: member.userId, amount: '50' }, agent.token)).code).toBe(
      200,
    );
    // rebate
    t.db
      .prepare(
        "INSERT INTO rebates (user_id, platname, gamename, money_cents, state) VALUES (?, 'ag', 'AG', 1234, 0)",
      )
      .run(member.userId);
    expect((await t.post('dofanshui', {}, member.token)).code).toBe(200);
    // operator_credit
    expect(operator('credit', member.username, '20').code).toBe(0);
    // commission: an agent's own
    const { a } = await agentTeam(t);
    operator('commission-rate', a.name, '1.2');
    operator('settle-commission', a.name);

    const kinds = [...(await creditKinds(member.token)), ...(await creditKinds(a.token))];
    for (const kind of TURNOVER_CREDIT_KINDS) expect(kinds).toContain(kind);
  });
});

describe('a database from before commission and operator credits carried turnover', () => {
  it.each([
    ['deposit', 'deposit,commission,operator_credit'],
    ['', 'commission,operator_credit'],
  ])('turnover_credits %j becomes %j', (before, after) => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-credit-kinds-'));
    try {
      const file = join(dir, 'app.db');
      const old = new Database(file);
      const upTo = migrations.indexOf(creditKindsMigration);
      for (const migration of migrations.slice(0, upTo)) old.exec(migration);
      old.pragma(`user_version = ${upTo}`);
      old.prepare("INSERT INTO settings (key, value) VALUES ('turnover_credits', ?)").run(before);
      old.close();
      const { db } = openDatabase(file);
      expect(db.prepare("SELECT value FROM settings WHERE key = 'turnover_credits'").get()).toEqual({
        value: after,
      });
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a credit cannot skip creditWallet', () => {
  it('changeMain and changeVenue refuse a credit reason', async () => {
    const member = await fundedMember(t, 0);
    expect(() => changeMain(t.db, member.userId, 100, 'deposit', 'x')).toThrow(/creditWallet/);
    expect(() => changeMain(t.db, member.userId, 100, 'credit', 'x')).toThrow(/creditWallet/);
    expect(() => changeVenue(t.db, member.userId, 'ag', 100, 'commission', 'x')).toThrow(/main wallet/);
    expect(balanceCents(t.db, member.userId)).toBe(0);
  });
});

const SERVER = resolve(import.meta.dirname, '..');

/**
 * The only modules that may write a balance column, each with why. Everything else moves money
 * through them: changeMain / changeVenue for moves and debits, creditWallet for credits.
 */
const BALANCE_WRITERS: Record<string, string> = {
  'repositories/wallets.ts':
    'the wallet-move module: the one UPDATE of the main wallet (moves between the member’s own wallets, ' +
    'debits, and creditWallet’s credits through creditMainForLedger) and of venue wallets, each with its ledger row',
  'seed/core.ts':
    'creates the demo member with an opening balance (its opening ledger row is written by the demo seed)',
  'seed/demo-member-money.ts': 'opening venue balances of the demo member, each with its opening ledger row',
  'seed/demo-agent-team.ts': 'opening balances of the demo team, each with its opening ledger row',
};

/** Only ledger.ts credits (wallets.ts defines it). */
const CREDIT_CALLERS = new Set(['repositories/wallets.ts', 'repositories/ledger.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'tests' || entry.name === 'testing' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** An UPDATE whose SET names a balance column, or an INSERT / REPLACE whose columns do. */
const BALANCE_WRITE = [
  /\bUPDATE\s+\w+\s+SET\b[^;`'"]*?\b\w*balance\w*\s*=/gi,
  /\b(?:INSERT|REPLACE)\b[^;`'"]*?\bINTO\s+\w+\s*\([^)]*\b\w*balance\w*/gi,
];
const balanceWrites = (text: string) => BALANCE_WRITE.some((pattern) => text.match(pattern) !== null);

describe('source scan: balances are written in the ledger modules only', () => {
  it('recognises a balance write (and not a read)', () => {
    expect(balanceWrites("'UPDATE users SET balance_cents = balance_cents + ? WHERE id = ?'")).toBe(true);
    expect(balanceWrites('`UPDATE users\n   SET vip = 2, balance_cents = 0 WHERE id = ?`')).toBe(true);
    expect(
      balanceWrites("'INSERT INTO venue_wallets (user_id, platname, balance_cents) VALUES (?, ?, 0)'"),
    ).toBe(true);
    expect(balanceWrites("'SELECT balance_cents FROM users WHERE id = ?'")).toBe(false);
    expect(balanceWrites("'UPDATE users SET paysum_cents = paysum_cents + ? WHERE id = ?'")).toBe(false);
  });

  const files = sources(SERVER).map((path) => ({
    file: relative(SERVER, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  }));

  it('finds no balance write outside the listed modules', () => {
    const writers = files.filter(({ text }) => balanceWrites(text)).map(({ file }) => file);
    expect(writers).toContain('repositories/wallets.ts');
    expect(writers.filter((file) => !(file in BALANCE_WRITERS))).toEqual([]);
  });

  it('finds creditMainForLedger called from ledger.ts only', () => {
    const callers = files.filter(({ text }) => text.includes('creditMainForLedger')).map(({ file }) => file);
    expect(callers.filter((file) => !CREDIT_CALLERS.has(file))).toEqual([]);
  });
});
