import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshAppPerTest } from '../testing/helper';

/**
 * Behind a TLS proxy without PUBLIC_ORIGIN or TRUST_PROXY=1 every link the server hands out is
 * http:// and the game frame stays blank (docs/deployment.md): the server says so in its log, once.
 */
describe('a proxy in front of a server that believes none of it', () => {
  const t = freshAppPerTest();
  afterEach(() => {
    t.close();
    vi.restoreAllMocks();
  });
  const behindTls = { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'h5.example.com' } };

  it('is reported once, naming both settings and the origin the links get', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await t.request('/api/app', behindTls);
    await t.request('/api/app', behindTls);
    await t.request('/qrcode?text=https://h5.example.com/', behindTls);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /X-Forwarded-Proto: https.*PUBLIC_ORIGIN.*TRUST_PROXY=1.*http:\/\/localhost/s,
    );
  });

  it('is not reported without a proxy, nor when either setting is made', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await t.request('/api/app');
    t.reopen({ publicOrigin: 'https://h5.example.com' });
    await t.request('/api/app', behindTls);
    t.reopen({ trustProxy: true });
    await t.request('/api/app', behindTls);
    expect(warn).not.toHaveBeenCalled();
  });
});
