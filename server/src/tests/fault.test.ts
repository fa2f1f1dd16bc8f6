import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';
import { faultMode, type FaultKind } from '../fault';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();

/** The app as server wiring mounts fault mode: before the API routes, on /api/* only. */
function faultyApp(kinds: FaultKind[], rate = 1, sleeps: number[] = []) {
  return createApp({
    db: t.db,
    uploadDir: t.uploadDir,
    extend: (app) => {
      app.use('/api/*', faultMode({ rate, kinds, sleep: async (ms) => void sleeps.push(ms) }));
      app.get('/health', (c) => c.text('ok'));
    },
  });
}

const appPost = (app: ReturnType<typeof createApp>, path = '/api/app') =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

describe('fault mode', () => {
  it('reads FAULT_RATE and FAULT_KINDS', () => {
    const faultOptionsFromEnv = (env: Record<string, string>) => readConfig(env).faults;
    expect(faultOptionsFromEnv({})).toBeNull();
    expect(faultOptionsFromEnv({ FAULT_RATE: '0' })).toBeNull();
    expect(faultOptionsFromEnv({ FAULT_RATE: '0.3' })).toEqual({
      rate: 0.3,
      kinds: ['latency', '500', 'malformed', 'drop'],
    });
    expect(faultOptionsFromEnv({ FAULT_RATE: '5', FAULT_KINDS: ' 500 ,Drop' })).toEqual({
      rate: 1,
      kinds: ['500', 'drop'],
    });
    expect(() => faultOptionsFromEnv({ FAULT_RATE: '1', FAULT_KINDS: 'latency,explode' })).toThrow(/explode/);
  });

  it('is a pass-through when off', async () => {
    const app = createApp({
      db: t.db,
      uploadDir: t.uploadDir,
      extend: (a) => void a.use('/api/*', faultMode(null)),
    });
    expect(((await (await appPost(app)).json()) as { code: number }).code).toBe(200);
  });

  it('500 answers HTTP 500 with the generic envelope', async () => {
    const response = await appPost(faultyApp(['500']));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 500, message: expect.any(String), data: null });
  });

  it('malformed answers a truncated JSON body', async () => {
    const response = await appPost(faultyApp(['malformed']));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('latency waits 1–3 s and then answers normally', async () => {
    const sleeps: number[] = [];
    const response = await appPost(faultyApp(['latency'], 1, sleeps));
    expect(((await response.json()) as { code: number }).code).toBe(200);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThanOrEqual(1000);
    expect(sleeps[0]).toBeLessThanOrEqual(3000);
  });

  it('drop fails the answer mid-stream under app.request', async () => {
    const response = await appPost(faultyApp(['drop']));
    await expect(response.text()).rejects.toThrow();
  });

  it('only touches /api/*, and the rate decides how often', async () => {
    const app = faultyApp(['500']);
    expect((await app.request('/health')).status).toBe(200);
    let n = 0;
    const half = createApp({
      db: t.db,
      uploadDir: t.uploadDir,
      extend: (a) =>
        void a.use(
          '/api/*',
          faultMode({ rate: 0.5, kinds: ['500'], random: () => [0.2, 0.1, 0.9][n++ % 3]! }),
        ),
    });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await appPost(half)).status);
    // random() decides the rate (0.2 faults, 0.9 does not), then the kind on faulted requests
    expect(statuses.filter((s) => s === 500).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  });

  it('drop destroys the connection on a real server, which keeps serving', async () => {
    let drop = true;
    const app = createApp({
      db: t.db,
      uploadDir: t.uploadDir,
      extend: (a) =>
        void a.use('/api/*', async (c, next) =>
          drop ? faultMode({ rate: 1, kinds: ['drop'] })(c, next) : next(),
        ),
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const url = `http://127.0.0.1:${port}/api/app`;
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
      await expect(fetch(url, init)).rejects.toThrow();
      drop = false;
      const response = await fetch(url, init);
      expect(((await response.json()) as { code: number }).code).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
