import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import {
  freePort,
  HOST,
  portFree,
  serverAnswers,
  stopGroup,
  waitUntil,
} from '../../../scripts/bench/processes';

/**
 * `npm run server` stopped as systemd stops it (SIGTERM to the process it started): the request in
 * flight gets its answer, the port is free afterwards (no node child left holding it) and the
 * write-ahead log is folded into app.db.
 */
const REPO = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'h5-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SIGTERM to npm run server', () => {
  it('answers the request in flight, frees the port and checkpoints the WAL', async () => {
    const port = await freePort();
    const databaseFile = join(dataDir, 'app.db');
    const server = spawn('npm', ['run', 'server'], {
      cwd: REPO,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        DATABASE_FILE: databaseFile,
        UPLOAD_DIR: join(dataDir, 'up'),
      },
    });
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
    try {
      await waitUntil('the server', () => serverAnswers(`http://${HOST}:${port}`), 90_000);
      // A sign-in whose body is still on its way when the signal comes.
      const body = JSON.stringify({ name: 'demo888', password: 'demo8888', code: 'AB12' });
      const socket = connect(port, HOST);
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      // Another full request answered: the server has read the first one's headers by now.
      expect((await fetch(`http://${HOST}:${port}/api/getVisitUrl`)).status).toBe(200);
      server.kill('SIGTERM');
      await waitUntil('the signal', async () => log.includes('SIGTERM received'), 30_000);
      socket.write(body.slice(10));
      await closed;
      expect(answer, log).toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toContain('"code":200');
      expect(await exited).toBe(0);
      expect(await portFree(port), `port ${port} is free after the exit:\n${log}`).toBe(true);
      expect(!existsSync(`${databaseFile}-wal`) || statSync(`${databaseFile}-wal`).size === 0).toBe(true);
      const db = new Database(databaseFile, { readonly: true });
      try {
        expect(db.prepare("SELECT COUNT(*) AS n FROM users WHERE username = 'demo888'").get()).toEqual({
          n: 1,
        });
      } finally {
        db.close();
      }
    } finally {
      await stopGroup(server); // npm and whatever it started, when the test failed half-way
    }
  }, 150_000);
});

describe('deploy/h5-server.service', () => {
  const unit = readFileSync(join(REPO, 'deploy/h5-server.service'), 'utf8');
  const environment = Object.fromEntries(
    [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((match) => [match[1], match[2]]),
  );

  it('runs npm run server’s own command, so systemctl stop’s SIGTERM reaches the server', () => {
    const script = (
      JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts.server;
    expect(script).toMatch(/^exec node /);
    expect(/^ExecStart=\/usr\/bin\/(.*)$/m.exec(unit)?.[1]).toBe(script?.replace(/^exec /, ''));
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });

  it('starts with settings the server accepts, as docs/deployment.md’s command: loopback, the origin, the proxy', () => {
    const config = readConfig(environment);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      trustProxy: true,
      publicOrigin: 'https://h5.example.com',
    });
    // The port nginx's upstream names.
    expect(readFileSync(join(REPO, 'deploy/nginx.conf'), 'utf8')).toContain(
      `server 127.0.0.1:${config.port};`,
    );
    expect(unit).toContain(`ReadWritePaths=${dirname(config.databaseFile)}`);
  });
});
