import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brotliModule,
  fetchInsecure,
  nginxBinary,
  API_HOST_CONFIG,
  startNginx,
  type RunningNginx,
} from '../../../scripts/bench/nginx';
import { echoApi } from '../testing/echo-api';

const nginx = !!nginxBinary() && !!brotliModule();

describe.runIf(nginx)('deploy/nginx-api.conf (the API on a host of its own) under a real nginx', () => {
  let api: Server;
  let served: RunningNginx;
  beforeAll(async () => {
    const echo = await echoApi();
    api = echo.server;
    served = await startNginx(tmpdir(), echo.port, false, {
      config: API_HOST_CONFIG,
      readyPath: '/api/getVisitUrl',
    });
  }, 60_000);
  afterAll(async () => {
    await served?.stop();
    api?.close();
  });

  it('passes /api/ to the server with the Host and protocol, and nothing else', async () => {
    const port = new URL(served.origin).port;
    const answer = await fetchInsecure(`${served.origin}/api/app`);
    expect(JSON.parse(answer.body.toString())).toEqual({
      url: '/api/app',
      host: `127.0.0.1:${port}`,
      proto: 'https',
    });
    // The app, the frames, the QR, the demo venue and the art stay on the site (docs/deployment.md).
    for (const path of [
      '/',
      '/demo/game.html',
      '/qrcode?text=https://h5.example.com/',
      '/demo-api/names',
      '/assets-demo/logo.svg',
    ]) {
      const missing = await fetchInsecure(`${served.origin}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.headers['cache-control'], path).toBe('no-store');
    }
  });
});
