import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach } from 'vitest';
import type { allCalls } from '../../../contract/all-calls';
import type { CallInput } from '../../../contract/define';
import { createApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { NO_SUCCESS_LIMITS } from '../http/success-quota';
import { openDatabase, type Db } from '../db/database';
import { seedDatabase } from '../seed';
import { findUserByToken } from '../repositories/users';
import { changeMain, ledgerSum, MAIN_WALLET } from '../repositories/wallets';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary answer shapes
type Data = any;

export interface Answer {
  /** HTTP status (200 for every answer, body code 401 included). */
  status: number;
  code: number;
  message: string;
  data: Data;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  uploadDir: string;
  /** POST /api/<path> with a JSON body. */
  post(path: string, body?: unknown, token?: string): Promise<Answer>;
  /** GET /api/<path>?<query>. */
  get(path: string, query?: Record<string, string>, token?: string): Promise<Answer>;
  /** Raw request against the app (any path, any init). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Logs in and returns the token (throws when login fails). */
  login(name?: string, password?: string): Promise<string>;
  /** Registers a fresh member and returns its token. */
  registerMember(overrides?: Partial<RegisterBody>): Promise<string>;
  close(): void;
}

/** What /api/register takes: the contract's own request type, never a copy that could drift. */
export type RegisterBody = CallInput<typeof allCalls.register>;

let counter = 0;

/** Seeding hashes passwords (scrypt): seed once per test worker, then copy the bytes per test. */
let template: Buffer | undefined;
function freshDatabase(): Db {
  if (!template) {
    const { db } = openDatabase(':memory:');
    seedDatabase(db);
    template = db.serialize();
    db.close();
  }
  const db = new Database(template);
  db.pragma('foreign_keys = ON');
  return db;
}

/** A unique valid register body (letters + digits name). */
export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  counter += 1;
  const name = `tester${Date.now().toString(36).slice(-4)}${counter}`.slice(0, 20);
  return {
    name,
    password: 'abc12345',
    confirmPass: overrides.password ?? 'abc12345',
    realname: '李四',
    paypassword: PAY_PASSWORD,
    code: 'AB12',
    ...overrides,
  };
}

/**
 * The defaults of every setting (whatever the test process's environment says), with `overrides`;
 * but no limit on records made (tests register many members from one address): the tests of those
 * limits set them (success-limits.test.ts).
 */
export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...readConfig({}),
  successLimits: NO_SUCCESS_LIMITS,
  ...overrides,
});

/** What `freshAppPerTest()` answers: the test's app, and a way to give it other settings. */
export interface FreshApp extends TestApp {
  /**
   * Close this test's app (if it was opened) and open one with these settings (over the file's)
   * for the rest of the test: for a file whose tests each need their own settings.
   */
  reopen(overrides?: Partial<ServerConfig>): TestApp;
}

/**
 * The one set-up of the server's test files: a fresh seeded app per test, closed after it. Call it
 * once at the top of a file, `const t = freshAppPerTest();`, and use `t` inside tests and hooks as
 * the app of the test that runs. The app opens when a test (or its hook) first uses it, so a test
 * that needs other settings says `t.reopen({ … })` first and no app is opened for nothing, and a
 * test that needs no app opens none.
 */
export function freshAppPerTest(overrides: Partial<ServerConfig> = {}): FreshApp {
  let current: TestApp | undefined;
  let inTest = false;
  const close = () => {
    current?.close();
    current = undefined;
  };
  const reopen = (more: Partial<ServerConfig> = {}) => {
    if (!inTest) throw new Error('freshAppPerTest: reopen only inside a test or its hooks');
    close();
    current = openTestApp({ ...overrides, ...more });
    return current;
  };
  beforeEach(() => {
    inTest = true;
  });
  afterEach(() => {
    close();
    inTest = false;
  });
  return new Proxy({} as FreshApp, {
    get(_, key) {
      if (key === 'reopen') return reopen;
      if (key === 'close') return close;
      if (!inTest) throw new Error('freshAppPerTest: the app exists only inside a test or its hooks');
      current ??= openTestApp(overrides);
      return Reflect.get(current, key) as unknown;
    },
  });
}

/**
 * A seeded app on an in-memory database, with a temp upload folder. Demo member: demo888 / demo8888.
 * Tests take it through freshAppPerTest(), which closes it.
 */
function openTestApp(overrides: Partial<ServerConfig> = {}): TestApp {
  const db = freshDatabase();
  const uploadDir = mkdtempSync(join(tmpdir(), 'h5-uploads-'));
  const app = createApp({ db, uploadDir, config: testConfig(overrides) });

  const headers = (token?: string): Record<string, string> => ({
    'content-type': 'application/json;charset=UTF-8',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const toAnswer = async (response: Response): Promise<Answer> => {
    const body = (await response.json()) as { code: number; message: string; data: Data };
    return { status: response.status, code: body.code, message: body.message, data: body.data };
  };

  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  const post = async (path: string, body: unknown = {}, token?: string) =>
    toAnswer(
      await app.request(`/api/${path}`, {
        method: 'POST',
        headers: headers(token),
        body: JSON.stringify(body),
      }),
    );
  const get = async (path: string, query: Record<string, string> = {}, token?: string) => {
    const search = new URLSearchParams(query).toString();
    return toAnswer(
      await app.request(`/api/${path}${search ? `?${search}` : ''}`, { headers: headers(token) }),
    );
  };
  const login = async (name = 'demo888', password = 'demo8888') => {
    const answer = await post('login', { name, password, code: 'AB12' });
    if (answer.code !== 200) throw new Error(`login failed: ${answer.code} ${answer.message}`);
    return answer.data.api_token as string;
  };
  const registerMember = async (overrides: Partial<RegisterBody> = {}) => {
    const answer = await post('register', registerBody(overrides));
    if (answer.code !== 200) throw new Error(`register failed: ${answer.code} ${answer.message}`);
    return answer.data.api_token as string;
  };
  const close = () => {
    db.close();
    rmSync(uploadDir, { recursive: true, force: true });
  };
  return { app, db, uploadDir, post, get, request, login, registerMember, close };
}

// Members with money, cards and bets, for the money routes' tests.

/** The payment password registerBody() gives fresh members. */
export const PAY_PASSWORD = '654321';
/** The demo member's payment password (seed/core.ts). */
export const DEMO_PAY_PASSWORD = '123456';

/**
 * A fresh member with `yuan` already in the main wallet, as an opening balance (through the ledger,
 * like the seed's): it owes no turnover. Tests of credits make them through their own paths.
 */
export async function fundedMember(
  t: TestApp,
  yuan = 0,
  overrides: Partial<RegisterBody> = {},
): Promise<{ token: string; userId: number; username: string }> {
  const token = await t.registerMember(overrides);
  const user = findUserByToken(t.db, token, testConfig().tokenIdleMs)!;
  if (yuan > 0) changeMain(t.db, user.id, yuan * 100, 'opening', 'test');
  return { token, userId: user.id, username: user.username };
}

/** A bank card every fresh member may bind (their real name is registerBody()'s 李四). */
export const TEST_CARD = {
  bank: '中国银行',
  bank_address: '北京分行',
  bank_no: '6217000000000001',
  bank_owner: '李四',
  pay_pass: PAY_PASSWORD,
} as const;

/** A bank deposit's body (POST /api/recharge, paytype bank) from TEST_CARD's bank, of `amount` yuan. */
export const bankDepositBody = (amount: unknown = 500) => {
  const { bank, bank_address, bank_no, bank_owner } = TEST_CARD;
  return { paytype: 'bank', amount, bank, bank_address, bank_no, bank_owner };
};

/**
 * Binds TEST_CARD to the member and answers its id; the number ends in the member's id, as one card
 * is bound by one account only.
 */
export async function bindTestCard(t: TestApp, token: string): Promise<number> {
  const userId = findUserByToken(t.db, token, testConfig().tokenIdleMs)!.id;
  const bankNo = `6217${String(userId).padStart(12, '0')}`;
  const answer = await t.post('bindcard', { ...TEST_CARD, bank_no: bankNo }, token);
  if (answer.code !== 200) throw new Error(`bindcard answered ${answer.code} ${answer.message}`);
  return (await t.post('getcard', { type: 1 }, token)).data[0].id as number;
}

export const balanceCents = (db: Db, userId: number) =>
  (db.prepare('SELECT balance_cents FROM users WHERE id = ?').get(userId) as { balance_cents: number })
    .balance_cents;

export const venueCents = (db: Db, userId: number, platname: string) =>
  (
    db
      .prepare('SELECT balance_cents FROM venue_wallets WHERE user_id = ? AND platname = ?')
      .get(userId, platname) as { balance_cents: number } | undefined
  )?.balance_cents ?? 0;

/** Every wallet of the member: its ledger adds up to its balance, to the cent. */
export function expectLedgerMatches(db: Db, userId: number) {
  const mismatches: string[] = [];
  const main = balanceCents(db, userId);
  if (ledgerSum(db, userId, MAIN_WALLET) !== main)
    mismatches.push(`main ${ledgerSum(db, userId, MAIN_WALLET)} != ${main}`);
  const wallets = db
    .prepare('SELECT platname, balance_cents FROM venue_wallets WHERE user_id = ?')
    .all(userId) as {
    platname: string;
    balance_cents: number;
  }[];
  for (const wallet of wallets) {
    const sum = ledgerSum(db, userId, wallet.platname);
    if (sum !== wallet.balance_cents) mismatches.push(`${wallet.platname} ${sum} != ${wallet.balance_cents}`);
  }
  return mismatches;
}

/** A settled bet of `yuan` at AG, written straight to the table (turnover for VIP levels and withdrawals). */
export function settledBet(db: Db, userId: number, yuan: number, at?: string) {
  db.prepare(
    `INSERT INTO bets (bet_id, user_id, platname, game_code, bet_amount_cents, win_loss_cents, status, created_at)
     VALUES (?, ?, 'ag', 'AG-1001', ?, 0, 1, COALESCE(?, datetime('now', '+8 hours')))`,
  ).run(`BTEST${userId}${Math.random().toString(36).slice(2, 10)}`, userId, yuan * 100, at ?? null);
}
