import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { runOperator } from '../cli';
import { openDatabase } from '../db/database';
import { mountSite } from '../mount-site';
import { seedDatabase } from '../seed';
import { bankDepositBody, testConfig } from '../testing/helper';

/**
 * `npm run operator -- backup <file>` while the server takes deposits, then the restore of
 * docs/deployment.md into a fresh server: every order taken before the backup is there, and the
 * uploads too.
 */
const REPO = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'h5-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server on a database file (WAL, like the real one), with its upload folder. */
function serverOn(dataDir: string) {
  const databaseFile = join(dataDir, 'app.db');
  const uploadDir = join(dataDir, 'uploads');
  mkdirSync(uploadDir, { recursive: true });
  const { db, created } = openDatabase(databaseFile);
  if (created) seedDatabase(db);
  const config = testConfig({ databaseFile, uploadDir });
  const app = createApp({ db, uploadDir, config, extend: (root) => mountSite(root, { db, config }) });
  const post = async (path: string, body: unknown, token?: string) =>
    (await (
      await app.request(`/api/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    ).json()) as { code: number; message: string; data: Record<string, string> };
  return { db, app, post, databaseFile, uploadDir };
}

describe('backup and restore', () => {
  it('backs up under load and a fresh server restored from it finds every order and upload', async () => {
    const live = serverOn(join(dir, 'live'));
    const token = (await live.post('login', { name: 'demo888', password: 'demo8888', code: 'AB12' })).data
      .api_token;
    writeFileSync(join(live.uploadDir, 'avatar-1.png'), 'png bytes');
    const numbers = (db: typeof live.db) =>
      (db.prepare('SELECT deposit_no FROM deposits').all() as { deposit_no: string }[]).map(
        (row) => row.deposit_no,
      );
    const seeded = numbers(live.db);
    const taken: string[] = [];
    const order = async () => {
      const answer = await live.post('recharge', bankDepositBody(100 + taken.length), token);
      expect(answer.code).toBe(200);
      taken.push(answer.message);
    };
    for (let i = 0; i < 20; i += 1) await order();
    const before = [...taken];

    // The backup runs as the operator runs it, in its own process, while orders keep coming.
    const file = join(dir, 'backup', 'app-backup.db');
    mkdirSync(join(dir, 'backup'));
    const backup = spawn('npm', ['run', '--silent', 'operator', '--', 'backup', file], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_FILE: live.databaseFile, UPLOAD_DIR: live.uploadDir },
    });
    let log = '';
    backup.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    backup.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    let done = false;
    const exited = new Promise<number | null>((resolveExit) =>
      backup.once('exit', (code) => {
        done = true;
        resolveExit(code);
      }),
    );
    while (!done) {
      await order();
      await new Promise((next) => setImmediate(next));
    }
    expect(await exited, log).toBe(0);
    expect(log).toContain(`database copied to ${file}`);
    expect(log).toContain(`uploads copied to ${file}.uploads`);
    live.db.close();

    // Restore as docs/deployment.md says: the copy becomes DATABASE_FILE (no -wal beside it), the
    // folder becomes UPLOAD_DIR, then the server starts.
    const fresh = join(dir, 'restored');
    mkdirSync(fresh);
    cpSync(file, join(fresh, 'app.db'));
    cpSync(`${file}.uploads`, join(fresh, 'uploads'), { recursive: true });
    expect(existsSync(`${file}-wal`)).toBe(false);
    const restored = serverOn(fresh);
    try {
      expect(restored.db.pragma('integrity_check', { simple: true })).toBe('ok');
      const restoredOrders = new Set(numbers(restored.db));
      for (const number of before) expect(restoredOrders.has(number), number).toBe(true);
      // Whatever the copy holds was really taken (a snapshot, not a torn file).
      for (const number of seeded) expect(restoredOrders.has(number), number).toBe(true);
      const known = new Set([...seeded, ...taken]);
      expect([...restoredOrders].filter((number) => !known.has(number))).toEqual([]);
      // The restored server serves the avatar and takes the member's session and orders.
      const avatar = await restored.app.request('/uploads/avatar-1.png');
      expect(avatar.status).toBe(200);
      expect(await avatar.text()).toBe('png bytes');
      expect((await restored.post('recharge', bankDepositBody(500), token)).code).toBe(200);
    } finally {
      restored.db.close();
    }
  }, 120_000);

  it('refuses to overwrite a file', () => {
    const { db } = openDatabase(join(dir, 'other.db'));
    try {
      const existing = join(dir, 'exists.db');
      writeFileSync(existing, 'keep me');
      const errors: string[] = [];
      const code = runOperator(db, ['backup', existing], { out: () => {}, err: (line) => errors.push(line) });
      expect(code).toBe(1);
      expect(errors.join('\n')).toContain('exists');
      expect(readFileSync(existing, 'utf8')).toBe('keep me');
    } finally {
      db.close();
    }
  });
});
