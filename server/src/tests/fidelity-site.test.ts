/**
 * The original Vue client of this API family against this server (testing/original-client.ts):
 * the site: CORS by ALLOWED_ORIGINS, the registration rules.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';
import { freshAppPerTest, registerBody, testConfig } from '../testing/helper';
import { originalClient } from '../testing/original-client';

const t = freshAppPerTest();
const { post, headers } = originalClient(() => t);

describe('12. CORS by ALLOWED_ORIGINS', () => {
  const appWith = (allowedOrigins: string[] = []) =>
    createApp({ db: t.db, uploadDir: t.uploadDir, config: testConfig({ allowedOrigins }) });
  const preflight = (app: ReturnType<typeof createApp>, origin: string) =>
    app.request('/api/user', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });

  it('answers the preflight of a listed origin, allowing Authorization', async () => {
    const app = appWith(['https://h5.example.com']);
    const response = await preflight(app, 'https://h5.example.com');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://h5.example.com');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const actual = await app.request('/api/app', {
      method: 'POST',
      headers: { Origin: 'https://h5.example.com', ...headers() },
      body: '{}',
    });
    expect(actual.headers.get('access-control-allow-origin')).toBe('https://h5.example.com');
  });

  it('ALLOWED_ORIGINS is a comma list of origins; empty means none; anything else stops the start', () => {
    const parseAllowedOrigins = (value: string | undefined) =>
      readConfig({ ALLOWED_ORIGINS: value }).allowedOrigins;
    expect(parseAllowedOrigins('https://a.example.com, http://b.example.com:8080/ ,')).toEqual([
      'https://a.example.com',
      'http://b.example.com:8080',
    ]);
    expect(parseAllowedOrigins('')).toEqual([]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    for (const value of ['*', 'javascript:x', 'https://x.example.com/path'])
      expect(() => parseAllowedOrigins(value), value).toThrow(/^ALLOWED_ORIGINS must be/);
  });

  it('allows no other origin, and none at all by default (same origin only)', async () => {
    for (const app of [appWith(['https://h5.example.com']), appWith(), appWith([])]) {
      const response = await preflight(app, 'https://evil.example.net');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const actual = await app.request('/api/app', {
        method: 'POST',
        headers: { Origin: 'https://evil.example.net' },
        body: '{}',
      });
      expect(actual.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('registration keeps docs/product.md’s rules', () => {
  it('a password the original accepts (6 characters) is refused with a business error, not 422', async () => {
    const res = await post('/api/register', registerBody({ password: 'abc123', confirmPass: 'abc123' }));
    expect(res).toMatchObject({ status: 200, code: 1 });
  });
});
