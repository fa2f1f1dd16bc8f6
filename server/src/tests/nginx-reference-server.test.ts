import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls as calls } from '../../../contract/all-calls';
import { brotliModule, nginxBinary, startNginx } from '../../../scripts/bench/nginx';
import { freePort, HOST, serverAnswers, stopGroup, waitUntil } from '../../../scripts/bench/processes';

/**
 * deploy/nginx.conf in front of the reference server started exactly as docs/deployment.md's nginx
 * command block says (its example origin replaced by the test's): no page served over https may
 * load an http:// frame (the game, service, agent and download pages are blocked as mixed content
 * and stay blank), and no link the server hands out may name another origin.
 */
const REPO = resolve(import.meta.dirname, '../../..');

/** The line of the docs' nginx command block that starts the server: `PUBLIC_ORIGIN=… npm run server`. */
function documentedStart(): string {
  const docs = readFileSync(join(REPO, 'docs/deployment.md'), 'utf8');
  const section = docs.slice(
    docs.indexOf('## nginx (Debian)'),
    docs.indexOf('\n## ', docs.indexOf('## nginx (Debian)') + 1),
  );
  const line = /^((?:[A-Z_]+=\S+ +)*)npm run server *$/m.exec(section)?.[0];
  if (!line) throw new Error('docs/deployment.md: the nginx command block does not start the server');
  return line.trim();
}

describe('the install block of docs/deployment.md', () => {
  it('removes Debian’s default site, builds before copying, and binds the server to loopback', () => {
    const docs = readFileSync(join(REPO, 'docs/deployment.md'), 'utf8');
    const block = /## nginx \(Debian\)\s*```sh\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';
    const at = (pattern: RegExp) => block.split('\n').findIndex((line) => pattern.test(line));
    expect(at(/^rm \/etc\/nginx\/sites-enabled\/default\b/)).toBeGreaterThan(at(/^apt-get install/));
    expect(at(/^npm ci && npm run build$/)).toBeGreaterThan(-1);
    expect(at(/cp -r dist\//)).toBeGreaterThan(at(/^npm ci && npm run build$/));
    expect(at(/nginx -t/)).toBeGreaterThan(at(/^rm \/etc\/nginx\/sites-enabled\/default\b/));
    expect(documentedStart()).toMatch(
      /^HOST=127\.0\.0\.1 .*PUBLIC_ORIGIN=https:\/\/\S+ .*TRUST_PROXY=1 npm run server$/,
    );
  });
});

interface Answer {
  status: number;
  body: string;
}

/** A request through the test's nginx (its certificate is a throwaway one). */
function call(
  url: string,
  method = 'GET',
  body?: unknown,
  token?: string,
  extra: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extra };
    if (token) headers.Authorization = `Bearer ${token}`;
    const req = request(url, { method, headers, rejectUnauthorized: false, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timed out: ${url}`)));
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

type CallName = keyof typeof calls;
async function api(origin: string, name: CallName, body: unknown = {}, token?: string) {
  const { method, path } = calls[name] as { method: string; path: string };
  const answer = await call(`${origin}/api/${path}`, method, method === 'GET' ? undefined : body, token);
  const parsed = JSON.parse(answer.body) as { code: number; data: Record<string, unknown> & unknown[] };
  expect(parsed.code, name).toBe(200);
  return parsed.data;
}

/**
 * Every frame and link the app would load from the answers a member gets, resolved against the
 * page's origin as the browser does: the game, service, agent and download frames, the invitation
 * link (h5_url) and the download QR.
 */
type Link = 'game' | 'service' | 'agent' | 'download' | 'invitation' | 'qrcode';
async function handedOut(origin: string): Promise<Record<Link, string>> {
  const { api_token: token } = (await api(origin, 'login', {
    name: 'demo888',
    password: 'demo8888',
    code: 'AB12',
  })) as unknown as {
    api_token: string;
  };
  const games = (await api(origin, 'gameList')) as unknown as { platform_name: string }[];
  const app = (await api(origin, 'app')) as unknown as Record<string, string>;
  const url = async (name: CallName, body: unknown = {}) =>
    ((await api(origin, name, body, token)) as unknown as { url: string }).url;
  const links = {
    game: await url('getGameUrl', { plat_name: games[0]?.platform_name }),
    service: await url('getservicerurl'),
    agent: await url('getAgentLoginUrl'),
    download: app.ios_download_url ?? '',
    invitation: app.h5_url ?? '',
    qrcode: app.ios_download_qrcode ?? '',
  };
  const resolved = Object.entries(links).map(([what, link]) => [what, new URL(link, `${origin}/`).href]);
  return Object.fromEntries(resolved) as Record<Link, string>;
}

interface Deployed {
  origin: string;
  log: () => string;
  stop: () => Promise<void>;
}

/** nginx with deploy/nginx.conf, then the reference server started by `line` (a shell command of the docs). */
async function deploy(dist: string, dataDir: string, line: string): Promise<Deployed> {
  const apiPort = await freePort();
  const nginx = await startNginx(dist, apiPort, false);
  const { PUBLIC_ORIGIN: _origin, TRUST_PROXY: _trust, ...inherited } = process.env;
  const server = spawn('sh', ['-c', line.replaceAll('https://h5.example.com', nginx.origin)], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PORT: String(apiPort),
      HOST,
      DATABASE_FILE: join(dataDir, 'app.db'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
    },
  });
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    await stopGroup(server);
    await nginx.stop();
  };
  try {
    await waitUntil(
      `the server started by "${line}"`,
      async () => {
        if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${log}`);
        return serverAnswers(`http://${HOST}:${apiPort}`);
      },
      90_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: nginx.origin, log: () => log, stop };
}

const nginx = !!nginxBinary() && !!brotliModule();

describe.runIf(nginx)(
  'deploy/nginx.conf with the reference server started as docs/deployment.md says',
  () => {
    let dist: string;
    let dataDir: string;
    beforeAll(() => {
      dist = mkdtempSync(join(tmpdir(), 'h5-deployed-dist-'));
      chmodSync(dist, 0o755); // nginx's workers run as another user
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>体育娱乐</title>');
      dataDir = mkdtempSync(join(tmpdir(), 'h5-deployed-data-'));
    });
    afterAll(() => {
      rmSync(dist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('hands out only https links on the site, whose frames load through nginx', async () => {
      const deployed = await deploy(dist, dataDir, documentedStart());
      try {
        const links = await handedOut(deployed.origin);
        for (const [what, link] of Object.entries(links)) {
          expect(new URL(link).origin, `${what}: ${link}`).toBe(deployed.origin);
        }
        for (const what of ['game', 'service', 'agent', 'download', 'qrcode'] as const) {
          const frame = await call(links[what]);
          expect(frame.status, what).toBe(200);
          expect(frame.body, `${what} loads nothing over http`).not.toMatch(/(src|href|action)=["']?http:/i);
        }
        expect(deployed.log()).not.toContain('X-Forwarded-Proto');
      } finally {
        await deployed.stop();
      }
    }, 180_000);

    it('counts bad sign-ins per address nginx saw, whatever X-Forwarded-For the client forges', async () => {
      const deployed = await deploy(dist, dataDir, documentedStart());
      try {
        const codes: number[] = [];
        for (let i = 1; i <= 7; i += 1) {
          const forged = `203.0.113.${i}`;
          const answer = await call(
            `${deployed.origin}/api/${calls.login.path}`,
            'POST',
            { name: 'demo888', password: 'wrong9999', code: 'AB12' },
            undefined,
            { 'X-Forwarded-For': forged, 'X-Real-IP': forged },
          );
          codes.push((JSON.parse(answer.body) as { code: number }).code);
        }
        // Five failures from one address lock the pair (DEFAULT_ATTEMPT_LIMITS): the last two refused.
        expect(codes.slice(5)).toEqual([429, 429]);
        expect(codes.slice(0, 5)).not.toContain(429);
      } finally {
        await deployed.stop();
      }
    }, 180_000);

    it('would fail without the settings: every frame is http://, and the server says why', async () => {
      const bare = documentedStart().replace(/\b(PUBLIC_ORIGIN|TRUST_PROXY)=\S+ +/g, '');
      expect(bare).toBe('HOST=127.0.0.1 npm run server');
      const deployed = await deploy(dist, dataDir, bare);
      try {
        const links = await handedOut(deployed.origin);
        for (const what of ['game', 'service', 'agent', 'invitation', 'qrcode'] as const) {
          expect(new URL(links[what]).protocol, what).toBe('http:');
        }
        expect(deployed.log()).toMatch(/X-Forwarded-Proto: https.*PUBLIC_ORIGIN/);
      } finally {
        await deployed.stop();
      }
    }, 180_000);
  },
);
