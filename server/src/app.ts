import { Hono } from 'hono';
import { cors } from 'hono/cors';
import QRCode from 'qrcode';
import { allCalls } from '../../contract/all-calls';
import { Code } from '../../contract/envelope';
import { bodyLimit } from './http/body-limit';
import { MESSAGES } from './http/envelope';
import { readConfig, type ServerConfig } from './config';
import { AttemptLimiter } from './http/attempt-limit';
import { SuccessQuotas } from './http/success-quota';
import { DATA_PREFIXES, isDataPath } from './http/data-paths';
import type { RouteDeps } from './http/define-route';
import { warnUnconfiguredProxy, type ProxyPolicy } from './http/origin';
import { registerApiRoutes } from './routes';
import { demoBetRoutes } from './routes/demo-bet';

export interface AppOptions extends Omit<
  RouteDeps,
  'attempts' | 'quotas' | 'tokenIdleMs' | 'securityHoldMs'
> {
  /**
   * Allowed origins, proxy policy, attempt limits, token expiry (config.ts). Default: the
   * environment, read once here.
   */
  config?: ServerConfig;
  /** Extra middleware/routes mounted around /api (static files, demo pages, fault mode). */
  extend?: (app: Hono) => void;
  /** Where a misconfiguration found while serving is reported. Default: console.warn. */
  warn?: (message: string) => void;
}

const JSON_LIMIT = 64 * 1024;
export const UPLOAD_LIMIT = 2 * 1024 * 1024;
const QR_MAX = 512;
/**
 * The calls the demo pages the app frames (server/public/demo, `Origin: null`) make, by name, and
 * nothing else: their venue wallet, the main balance and a transfer. Each needs the member's token.
 */
const FRAMED_PAGE_CALLS = [allCalls.userapimoney, allCalls.balance, allCalls.transfer] as const;
/** The whole /api path of each, a `:param` standing for one segment, e.g. `/api/userapimoney/ag`. */
const FRAMED_PAGE_PATHS = FRAMED_PAGE_CALLS.map(
  (call) => new RegExp(`^/api/${call.path.replace(/:[a-z_]+/gi, '[^/]+')}$`),
);
const isFramedPageCall = (path: string) => FRAMED_PAGE_PATHS.some((pattern) => pattern.test(path));
/** The policy of answers that are data (JSON, SVG): nothing may load, nobody may frame them. */
const NOTHING_ALLOWED = "default-src 'none'; frame-ancestors 'none'";

/** The whole server as a value: tests call `app.request()` without opening a port. */
export function createApp(options: AppOptions): Hono {
  const config = options.config ?? readConfig();
  const app = new Hono();
  const api = new Hono();
  const deps: RouteDeps = {
    db: options.db,
    uploadDir: options.uploadDir,
    attempts: new AttemptLimiter(config.attemptLimits),
    quotas: new SuccessQuotas(config.successLimits),
    tokenIdleMs: config.tokenIdleMs,
    securityHoldMs: config.securityHoldMs,
  };

  // First of all, so every handler (static files and demo pages too) builds links and reads
  // client addresses under the operator's policy.
  const proxy: ProxyPolicy = { publicOrigin: config.publicOrigin, trustProxy: config.trustProxy };
  app.use('*', async (c, next) => {
    c.set('proxyPolicy', proxy);
    await next();
  });
  app.use('*', warnUnconfiguredProxy(proxy, options.warn ?? console.warn));

  // CORS for the listed origins only; preflights are answered here, before fault mode and routes.
  // Also `Origin: null` (an opaque origin: the app frames its own demo pages without
  // allow-same-origin) for exactly the calls those pages make (FRAMED_PAGE_CALLS): they need the bearer token that page was handed, and
  // no call uses cookies, so such a page gains nothing it does not already hold. Calls open to
  // anyone (login above all) stay closed to it: a page hidden in other sites could otherwise read
  // their answers from its visitors' addresses.
  const allowed = new Set(config.allowedOrigins);
  app.use(
    '/api/*',
    cors({
      origin: (origin, c) =>
        allowed.has(origin) || (origin === 'null' && isFramedPageCall(c.req.path)) ? origin : null,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    }),
  );

  // QR images for links we hand out (app download): /qrcode?text=<http(s) URL>, SVG. An SVG opened
  // on its own is a document that could run script: the policy forbids everything, and no answer
  // (the refusal included) may be sniffed into another type.
  app.use('/qrcode', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', NOTHING_ALLOWED);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
  });
  app.get('/qrcode', async (c) => {
    const text = c.req.query('text') ?? '';
    if (text.length > QR_MAX || !/^https?:\/\/[^\s]+$/i.test(text)) return c.text('Bad Request', 400);
    const svg = await QRCode.toString(text, { type: 'svg', margin: 1, width: 240 });
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  // Member answers (balances, tokens, cards) are never stored by a browser or a proxy. An answer
  // opened as a page (or framed) is data, not a document: no script, style, frame or referrer.
  // Every data prefix gets these headers and the body limit, whatever its routes are.
  for (const prefix of DATA_PREFIXES) {
    app.use(`${prefix}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Security-Policy', NOTHING_ALLOWED);
      c.header('X-Frame-Options', 'DENY');
      c.header('Referrer-Policy', 'no-referrer');
    });
    app.use(
      `${prefix}/*`,
      bodyLimit((path) =>
        path.startsWith('/api/') && path.endsWith('/uploadimg') ? UPLOAD_LIMIT : JSON_LIMIT,
      ),
    );
  }

  registerApiRoutes(api, deps);
  options.extend?.(app);
  app.route('/api', api);
  // The demo game page's bet and names: a member's token and wallet like /api, behind the same guards.
  app.route('/demo-api', demoBetRoutes(deps));

  // A mounted sub-app's notFound is not consulted, so the envelope for unknown data paths lives here.
  app.notFound((c) =>
    isDataPath(c.req.path)
      ? c.json({ code: 404, message: MESSAGES.notFound, data: null }, 404)
      : c.text('Not Found', 404),
  );

  // Never leak a stack trace or SQL: log it, answer the generic envelope.
  app.onError((error, c) => {
    console.error(error);
    return c.json({ code: Code.serverError, message: MESSAGES.serverError, data: null }, 500);
  });
  return app;
}
