/**
 * The bench serves every build it measures as an operator would: through nginx with HTTP/2 over
 * TLS and brotli_static, with the repository's own deploy/nginx.conf. Only the lines marked
 * `bench:` in that file (ports, certificate, the build's folder, the API) and the paths of its
 * two snippets change; everything else — headers, compression, caching, proxies — is the
 * documented deployment. nginx runs as the bench's child (no service, no root), in a throwaway
 * folder holding its certificate, pid, logs and temporary files.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exitOf, freePort, HOST, own, stopGroup, waitUntil, type Owned } from './processes';

const REPO = resolve(import.meta.dirname, '../..');
export const SITE_CONFIG = join(REPO, 'deploy/nginx.conf');
export const SUBFOLDER_CONFIG = join(REPO, 'deploy/nginx-subfolder.conf');
export const API_HOST_CONFIG = join(REPO, 'deploy/nginx-api.conf');
const SECURITY_HEADERS = join(REPO, 'deploy/security-headers.conf');
const ASSET_HEADERS = join(REPO, 'deploy/asset-headers.conf');
const PROXY = join(REPO, 'deploy/proxy.conf');

export const INSTALL_HINT =
  'the bench serves each build through nginx, as deployed (docs/performance.md). Install it with\n' +
  '  sudo apt-get install -y nginx libnginx-mod-http-brotli-static\n' +
  "(Debian's service need not run: the bench starts its own nginx), or point NGINX_PATH at a binary.";

/** nginx's binary: NGINX_PATH, else Debian's /usr/sbin/nginx; undefined when neither exists. */
export function nginxBinary(): string | undefined {
  const path = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  return existsSync(path) ? path : undefined;
}

/** Debian's brotli_static module (libnginx-mod-http-brotli-static), or undefined. */
export function brotliModule(): string | undefined {
  const path = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return existsSync(path) ? path : undefined;
}

export interface SiteValues {
  apiPort: number;
  httpPort: number;
  httpsPort: number;
  certificate: string;
  key: string;
  root: string;
  securityHeaders: string;
  assetHeaders: string;
  proxy: string;
  /**
   * The name the site answers to (`server_name`); unset keeps the file's names. The bench reaches
   * nginx at its address: the file's default server refuses every other name.
   */
  serverName?: string;
}

/** A file of deploy/ (site, sub-folder or the API's host) with the bench's values on its `bench:` lines. */
export function renderSite(template: string, v: SiteValues): string {
  // The API's own host (deploy/nginx-api.conf) serves no files and has no plain-http port.
  const files = !template.includes('upstream h5_api_host');
  const replacements: [RegExp, string, required: boolean][] = [
    [/server 127\.0\.0\.1:\d+;(\s*# bench:)/g, `server ${HOST}:${v.apiPort};$1`, true],
    [/listen 80( default_server)?;(\s*# bench:)/g, `listen ${HOST}:${v.httpPort}$1;$2`, files],
    [
      /listen 443 ssl http2( default_server)?;(\s*# bench:)/g,
      `listen ${HOST}:${v.httpsPort} ssl http2$1;$2`,
      true,
    ],
    [/ssl_certificate \S+;(\s*# bench:)/g, `ssl_certificate ${v.certificate};$1`, true],
    [/ssl_certificate_key \S+;(\s*# bench:)/g, `ssl_certificate_key ${v.key};$1`, true],
    [/(root|alias) \S+;(\s*# bench:)/g, `$1 ${v.root}/;$2`, files],
  ];
  if (v.serverName)
    replacements.push([/server_name \S+;(\s*# bench:)/g, `server_name ${v.serverName};$1`, true]);
  // The bench listens on one IPv4 address: the files' IPv6 listens are left out.
  let site = template.replace(/^[ \t]*listen \[::\]:[^;]*;[ \t]*# bench:[^\n]*\n/gm, '');
  for (const [pattern, value, required] of replacements) {
    if (required && !site.match(pattern))
      throw new Error(`the nginx configuration has no line for ${pattern.source}`);
    site = site.replace(pattern, value);
  }
  return site
    .replaceAll('/etc/nginx/snippets/h5-security-headers.conf', v.securityHeaders)
    .replaceAll('/etc/nginx/snippets/h5-asset-headers.conf', v.assetHeaders)
    .replaceAll('/etc/nginx/snippets/h5-proxy.conf', v.proxy);
}

/** The main configuration around the site: what Debian's /etc/nginx/nginx.conf would hold. */
export function mainConfig(dir: string, brotli: string, site: string): string {
  return `load_module ${brotli};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${site};
}
`;
}

/**
 * The security headers snippet for a build: ours under the policy it ships with; a compare build
 * (the family's original Vue client compiles its templates with `new Function`) with the legacy
 * allowances, as the reference server gives it (STATIC_LEGACY_SCRIPTS) — or it would be measured
 * as a blank page. A header does not change what loads.
 */
export function securityHeaders(legacyScripts: boolean): string {
  const text = readFileSync(SECURITY_HEADERS, 'utf8');
  return legacyScripts
    ? // No hash beside 'unsafe-inline': a hash would make browsers ignore it.
      text.replace(/script-src [^;]*/, "script-src 'self' 'unsafe-eval' 'unsafe-inline'")
    : text;
}

export interface Prepared {
  dir: string;
  main: string;
  httpPort: number;
  httpsPort: number;
  /** What the site was rendered with, but for the name (the file's own names are kept): for more files beside it. */
  values: SiteValues;
}

/** Writes the certificate, snippets, site and main configuration into a fresh folder. */
export async function prepare(
  template: string,
  root: string,
  apiPort: number,
  legacyScripts: boolean,
): Promise<Prepared> {
  const binary = nginxBinary();
  const brotli = brotliModule();
  if (!binary || !brotli)
    throw new Error(`nginx${binary ? "'s brotli_static module" : ''} is missing: ${INSTALL_HINT}`);
  const dir = mkdtempSync(join(tmpdir(), 'h5-nginx-'));
  // nginx's workers run as another user when the bench runs as root: they must get in.
  chmodSync(dir, 0o755);
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  // A throwaway certificate for this run only; Chromium is told to accept it.
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${HOST}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (openssl.status !== 0)
    throw new Error(`openssl could not make a certificate: ${openssl.stderr || openssl.error}`);
  const securityFile = join(dir, 'security-headers.conf');
  writeFileSync(securityFile, securityHeaders(legacyScripts));
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const values: SiteValues = {
    apiPort,
    httpPort,
    httpsPort,
    certificate,
    key,
    root: resolve(root),
    securityHeaders: securityFile,
    assetHeaders: ASSET_HEADERS,
    proxy: PROXY,
  };
  const site = renderSite(template, { ...values, serverName: HOST });
  writeFileSync(join(dir, 'site.conf'), site);
  const main = join(dir, 'nginx.conf');
  writeFileSync(main, mainConfig(dir, brotli, join(dir, 'site.conf')));
  return { dir, main, httpPort, httpsPort, values };
}

/** `nginx -t` on a prepared configuration: the error text, or null when nginx accepts it. */
export function configTest(prepared: Prepared): string | null {
  const run = spawnSync(nginxBinary() as string, ['-t', '-q', '-p', prepared.dir, '-c', prepared.main], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return run.status === 0
    ? null
    : `${run.stderr}${run.stdout}`.trim() || `nginx -t exited with ${run.status}`;
}

export interface RunningNginx extends Owned {
  origin: string;
  /** The plain-http port's origin (it redirects to https). */
  httpOrigin: string;
}

/**
 * nginx serving `root` with deploy/nginx.conf (or `config`), the API proxied to the reference server
 * on apiPort; ready when `readyPath` answers 200.
 */
export async function startNginx(
  root: string,
  apiPort: number,
  legacyScripts: boolean,
  { config = SITE_CONFIG, readyPath = '/' }: { config?: string; readyPath?: string } = {},
): Promise<RunningNginx> {
  const prepared = await prepare(readFileSync(config, 'utf8'), root, apiPort, legacyScripts);
  const invalid = configTest(prepared);
  if (invalid) throw new Error(`nginx refuses ${config}:\n${invalid}`);
  const child = spawn(nginxBinary() as string, ['-p', prepared.dir, '-c', prepared.main], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000)));
  const origin = `https://${HOST}:${prepared.httpsPort}`;
  const stop = async () => {
    await stopGroup(child);
    rmSync(prepared.dir, { recursive: true, force: true });
  };
  let last = '';
  try {
    await waitUntil(
      `nginx at ${origin}`,
      async () => {
        const status = await fetchInsecure(`${origin}${readyPath}`).then(
          (r) => r.status,
          (error: unknown) => ((last = String(error)), 0),
        );
        if (status !== 200 && status !== 0) last = `status ${status}`;
        return status === 200;
      },
      30_000,
      () => exitOf(child),
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message} (${last || 'no answer'})\n${log}`);
  }
  return own({ origin, httpOrigin: `http://${HOST}:${prepared.httpPort}`, stop });
}

export interface InsecureResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that accepts the bench's self-signed certificate (Node's fetch would refuse it). */
export function fetchInsecure(url: string, headers: Record<string, string> = {}): Promise<InsecureResponse> {
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { rejectUnauthorized: false, headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timed out: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}
