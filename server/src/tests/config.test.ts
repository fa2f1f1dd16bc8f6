import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config';
import { DEFAULT_SUCCESS_LIMITS } from '../http/success-quota';

describe('readConfig', () => {
  it('an empty environment gives the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8787,
      host: '0.0.0.0',
      databaseFile: resolve('.data/app.db'),
      uploadDir: resolve('.data/uploads'),
      allowedOrigins: [],
      publicOrigin: undefined,
      trustProxy: false,
      tokenIdleMs: 7 * 24 * 3600_000,
      securityHoldMs: 24 * 3600_000,
      attemptLimits: { accountMax: 5, accountWideMax: 50, addressMax: 30, lockMs: 900_000 },
      successLimits: DEFAULT_SUCCESS_LIMITS,
      faults: null,
      staticDir: undefined,
      staticLegacyScripts: false,
    });
  });

  it('a blank value counts as unset', () => {
    expect(readConfig({ PORT: '', TRUST_PROXY: ' ', PUBLIC_ORIGIN: '' })).toMatchObject({
      port: 8787,
      trustProxy: false,
      publicOrigin: undefined,
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_FILE: '/var/lib/h5/app.db',
      UPLOAD_DIR: 'uploads',
      ALLOWED_ORIGINS: 'https://h5.example.com',
      PUBLIC_ORIGIN: 'https://h5.example.com/any/path',
      TRUST_PROXY: '1',
      TOKEN_IDLE_DAYS: '0.5',
      SECURITY_HOLD_HOURS: '0',
      AUTH_MAX_FAILURES: '3',
      AUTH_MAX_FAILURES_PER_ADDRESS: '40',
      AUTH_LOCK_SECONDS: '60',
      LIMIT_FEEDBACK_PER_HOUR: '4',
      FAULT_RATE: '0.25',
      FAULT_KINDS: 'latency',
      STATIC_DIR: '/srv/original',
      STATIC_LEGACY_SCRIPTS: '1',
    });
    expect(config).toEqual({
      port: 0,
      host: '127.0.0.1',
      databaseFile: '/var/lib/h5/app.db',
      uploadDir: resolve('uploads'),
      allowedOrigins: ['https://h5.example.com'],
      publicOrigin: 'https://h5.example.com',
      trustProxy: true,
      tokenIdleMs: 12 * 3600_000,
      securityHoldMs: 0,
      attemptLimits: { accountMax: 3, accountWideMax: 30, addressMax: 40, lockMs: 60_000 },
      successLimits: { windows: { ...DEFAULT_SUCCESS_LIMITS.windows, feedback: [{ ms: 3600_000, max: 4 }] } },
      faults: { rate: 0.25, kinds: ['latency'] },
      staticDir: '/srv/original',
      staticLegacyScripts: true,
    });
  });

  it.each([
    ['PORT', 'eighty', 'an integer between 0 and 65535'],
    ['PORT', '65536', 'an integer between 0 and 65535'],
    ['PORT', '-1', 'an integer between 0 and 65535'],
    ['PORT', '80.5', 'an integer between 0 and 65535'],
    ['ALLOWED_ORIGINS', 'https://ok.example.com,*', 'a comma list of http(s) origins'],
    ['ALLOWED_ORIGINS', 'https://x.example.com/path', 'a comma list of http(s) origins'],
    ['PUBLIC_ORIGIN', 'h5.example.com', 'an http(s) origin'],
    ['PUBLIC_ORIGIN', 'ftp://h5.example.com', 'an http(s) origin'],
    ['TRUST_PROXY', 'yes', '0 or 1'],
    ['TOKEN_IDLE_DAYS', '0', 'a number above 0'],
    ['TOKEN_IDLE_DAYS', 'week', 'a number above 0'],
    ['SECURITY_HOLD_HOURS', '-2', 'a number of hours, 0 or more'],
    ['AUTH_MAX_FAILURES', '0', 'a whole number above 0'],
    ['AUTH_MAX_FAILURES', '2.5', 'a whole number above 0'],
    ['AUTH_MAX_FAILURES_PER_ACCOUNT', 'many', 'a whole number above 0'],
    ['AUTH_MAX_FAILURES_PER_ADDRESS', '-3', 'a whole number above 0'],
    ['AUTH_LOCK_SECONDS', '0', 'a number above 0'],
    ['LIMIT_REGISTER_PER_HOUR', '-1', 'a whole number (0 = no limit)'],
    ['LIMIT_UPLOAD_MB_PER_HOUR', '2.5', 'a whole number (0 = no limit)'],
    ['FAULT_RATE', '-0.1', 'a share from 0 to 1'],
    ['FAULT_RATE', 'half', 'a share from 0 to 1'],
    ['FAULT_KINDS', 'latency,explode', 'a comma list of latency, 500, malformed, drop'],
    ['STATIC_LEGACY_SCRIPTS', 'true', '0 or 1'],
    ['STATIC_ALLOW_EVAL', 'on', '0 or 1'],
  ])('%s=%s stops the start with a message naming it', (name, value, expected) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(`${name} must be ${expected}`);
    expect(() => readConfig({ [name]: value })).toThrow(`got "${value}"`);
  });

  it('TRUST_PROXY=1 needs PUBLIC_ORIGIN, and a loopback HOST unless PRIVATE_NETWORK=1', () => {
    const proxied = { TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://h5.example.com' };
    expect(() => readConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' })).toThrow(
      'TRUST_PROXY=1 needs PUBLIC_ORIGIN',
    );
    expect(() => readConfig(proxied)).toThrow('TRUST_PROXY=1 with HOST=0.0.0.0');
    expect(() => readConfig({ ...proxied, HOST: '10.0.0.5' })).toThrow('PRIVATE_NETWORK=1');
    for (const host of ['127.0.0.1', '::1', 'localhost'])
      expect(readConfig({ ...proxied, HOST: host }).trustProxy, host).toBe(true);
    expect(readConfig({ ...proxied, HOST: '10.0.0.5', PRIVATE_NETWORK: '1' }).host).toBe('10.0.0.5');
    // Without the proxy setting, any address binds: nothing forwarded is believed.
    expect(readConfig({ HOST: '0.0.0.0' }).trustProxy).toBe(false);
  });

  it('names every invalid variable at once, one per line', () => {
    expect(() => readConfig({ PORT: 'x', TRUST_PROXY: 'yes' })).toThrow(
      'PORT must be an integer between 0 and 65535, got "x"\nTRUST_PROXY must be 0 or 1, got "yes"',
    );
  });
});
