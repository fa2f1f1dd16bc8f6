import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { contentSecurityPolicy, inlineScriptHashes, mountStatic, ROOT_DIR } from '../static';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy value deploy/security-headers.conf sends. */
function deployedPolicy(): string {
  const conf = readFileSync(join(ROOT_DIR, 'deploy/security-headers.conf'), 'utf8');
  const line = /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(conf);
  if (!line) throw new Error('deploy/security-headers.conf has no Content-Security-Policy line');
  return line[1]!;
}

describe('one Content-Security-Policy: the server’s and deploy/security-headers.conf’s', () => {
  it('the deployed policy is exactly the server’s policy for the scripts it lists', () => {
    const policy = deployedPolicy();
    const hashes = /script-src 'self'((?: '[^']+')*)/.exec(policy)?.[1]?.trim().split(' ') ?? [];
    expect(hashes.length).toBeGreaterThanOrEqual(1);
    expect(policy).toBe(contentSecurityPolicy(hashes));
  });

  it('a page with the preload script and its JSON block gets the deployed shape: one hash, the script’s', async () => {
    const script = 'try{window.__h5Early=1}catch(e){}';
    const html =
      `<!doctype html><html><head><script type="application/json">{"routes":{}}</script>` +
      `<script>${script}</script><script type="module" src="./assets/index-abc.js"></script></head>` +
      `<body><div id="root"></div></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(script)]);
    // Types that run are hashed; data blocks are not.
    expect(
      inlineScriptHashes(`<script type="module">a()</script><script type='text/javascript'>b()</script>`),
    ).toEqual([sha256('a()'), sha256('b()')]);
    expect(inlineScriptHashes(`<script type=application/ld+json>{}</script>`)).toEqual([]);

    const dir = mkdtempSync(join(tmpdir(), 'h5-dist-'));
    try {
      writeFileSync(join(dir, 'index.html'), html);
      const app = createApp({
        db: t.db,
        uploadDir: t.uploadDir,
        extend: (site) => mountStatic(site, { uploadDir: t.uploadDir, distDir: dir }),
      });
      const served = (await app.request('/')).headers.get('content-security-policy');
      expect(served).toBe(contentSecurityPolicy([sha256(script)]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
