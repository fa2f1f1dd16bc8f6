import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT } from '../app';
import { renderSite, SITE_CONFIG, API_HOST_CONFIG, SUBFOLDER_CONFIG } from '../../../scripts/bench/nginx';

/** deploy/*.conf read as text and as the bench renders them: no nginx needed (nginx-deploy.test.ts runs them). */
const REPO = resolve(import.meta.dirname, '../../..');

const values = {
  apiPort: 9001,
  httpPort: 9002,
  httpsPort: 9003,
  certificate: '/tmp/c.pem',
  key: '/tmp/k.pem',
  root: '/srv/build',
  securityHeaders: '/tmp/sec.conf',
  assetHeaders: '/tmp/assets.conf',
  proxy: '/tmp/proxy.conf',
};

describe('the deployment files as the bench uses them', () => {
  it('the bench replaces only the marked lines and the snippet paths', () => {
    for (const file of [SITE_CONFIG, SUBFOLDER_CONFIG]) {
      const site = renderSite(readFileSync(file, 'utf8'), values);
      expect(site).toContain('server 127.0.0.1:9001;');
      expect(site).toContain('listen 127.0.0.1:9003 ssl http2;');
      expect(site).toContain('ssl_certificate_key /tmp/k.pem;');
      expect(site).toContain('/srv/build/;');
      expect(site).not.toMatch(/include \/etc\/nginx/);
      expect(site).toContain('brotli_static on;');
      expect(site, 'the names are kept unless the bench gives one').toMatch(
        /server_name (h5|www)\.example\.com;/,
      );
      expect(renderSite(readFileSync(file, 'utf8'), { ...values, serverName: '127.0.0.1' })).not.toMatch(
        /server_name \S*example/,
      );
    }
  });

  it('each file listens on IPv6 too, hides its version and takes the server’s own upload limit', () => {
    for (const file of [SITE_CONFIG, SUBFOLDER_CONFIG, API_HOST_CONFIG]) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).toMatch(/listen \[::\]:443 ssl http2;/);
      // Every server but the refusing one (return 444 sends nothing).
      const servers = (text.match(/^server \{/gm)?.length ?? 0) - (text.match(/return 444;/g)?.length ?? 0);
      expect(text.match(/^\s*server_tokens off;/gm)?.length, file).toBe(servers);
      const size = /client_max_body_size (\d+)m;/.exec(text)?.[1];
      expect(Number(size) * 1024 * 1024, file).toBeGreaterThan(UPLOAD_LIMIT);
    }
    expect(readFileSync(join(REPO, 'deploy/proxy.conf'), 'utf8')).toMatch(/Strict-Transport-Security/);
  });

  it('deploy/nginx.conf refuses names it does not serve on both ports, before anything else', () => {
    const site = renderSite(readFileSync(SITE_CONFIG, 'utf8'), values);
    const refusing =
      /server \{\s*listen 127\.0\.0\.1:9002 default_server;[^}]*listen 127\.0\.0\.1:9003 ssl http2 default_server;[^}]*return 444;\s*\}/;
    expect(site).toMatch(refusing);
  });
});
