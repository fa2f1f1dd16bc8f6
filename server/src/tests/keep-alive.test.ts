import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT_IDLE_MS, PROXY_IDLE_MS, outlastClientKeepAlive } from '../http/keep-alive';

describe('keep-alive', () => {
  it('the server keeps an idle socket longer than Node clients and proxies do (no ECONNRESET race)', () => {
    const server = createServer();
    expect(server.keepAliveTimeout).toBe(CLIENT_IDLE_MS); // Node's default: the race
    outlastClientKeepAlive(server);
    expect(server.keepAliveTimeout).toBeGreaterThan(PROXY_IDLE_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
