import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { seedDatabase } from '../seed';

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

export interface RegisterBody {
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
  code: string;
  pid?: string;
}

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
    paypassword: '654321',
    code: 'AB12',
    ...overrides,
  };
}

/** The defaults of every setting (whatever the test process's environment says), with `overrides`. */
export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({ ...readConfig({}), ...overrides });

/** A seeded app on an in-memory database, with a temp upload folder. Demo member: demo888 / demo8888. */
export function makeTestApp(overrides: Partial<ServerConfig> = {}): TestApp {
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
    toAnswer(await app.request(`/api/${path}`, { method: 'POST', headers: headers(token), body: JSON.stringify(body) }));
  const get = async (path: string, query: Record<string, string> = {}, token?: string) => {
    const search = new URLSearchParams(query).toString();
    return toAnswer(await app.request(`/api/${path}${search ? `?${search}` : ''}`, { headers: headers(token) }));
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
