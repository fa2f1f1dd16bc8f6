import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, parseAllowedOrigins } from './app';
import { openDatabase } from './db/database';
import { faultMode, faultOptionsFromEnv } from './fault';
import { outlastClientKeepAlive } from './http/keep-alive';
import { publicOrigin } from './http/origin';
import { getSetting } from './repositories/settings';
import { demoBetRoutes } from './routes/demo-bet';
import { seedDatabase } from './seed';
import { mountStatic } from './static';

/**
 * Reference server: `npm run server`.
 *   PORT (8787), HOST (0.0.0.0), DATABASE_FILE (.data/app.db), UPLOAD_DIR (.data/uploads),
 *   FAULT_RATE (0–1) and FAULT_KINDS (latency,500,malformed,drop) for resilience tests,
 *   ALLOWED_ORIGINS (comma list; empty = same origin only) for CORS, PUBLIC_ORIGIN (the origin of
 *   the links it hands out) and TRUST_PROXY (1: believe X-Forwarded-*), see http/origin.ts.
 * A missing database is created, migrated and seeded on first start.
 */
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '0.0.0.0';
const databaseFile = resolve(process.env.DATABASE_FILE ?? '.data/app.db');
const uploadDir = resolve(process.env.UPLOAD_DIR ?? '.data/uploads');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be an integer between 0 and 65535, got "${process.env.PORT}"`);
  process.exit(1);
}

if (process.env.PUBLIC_ORIGIN?.trim() && !publicOrigin()) {
  console.error(
    `PUBLIC_ORIGIN must be an http(s) origin like https://h5.example.com, got "${process.env.PUBLIC_ORIGIN}"`,
  );
  process.exit(1);
}

mkdirSync(dirname(databaseFile), { recursive: true });
mkdirSync(uploadDir, { recursive: true });

const { db, created } = openDatabase(databaseFile);
if (created) {
  seedDatabase(db);
  console.log(`Created and seeded ${databaseFile} (demo member demo888 / demo8888)`);
}

const faults = faultOptionsFromEnv();
if (faults) console.log(`Fault mode on /api/*: rate ${faults.rate}, kinds ${faults.kinds.join(',')}`);

const allowedOrigins = parseAllowedOrigins(process.env.ALLOWED_ORIGINS);
if (allowedOrigins.length > 0) console.log(`CORS allowed for ${allowedOrigins.join(', ')}`);

const app = createApp({
  db,
  uploadDir,
  allowedOrigins,
  extend: (root) => {
    // Registered before the API routes, so every /api/* request passes through it.
    root.use('/api/*', faultMode(faults));
    // Bet endpoint of the demo game page (/demo/game.html).
    root.route('/demo-api', demoBetRoutes({ db }));
    mountStatic(root, { uploadDir, siteTitle: () => getSetting(db, 'title') });
  },
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`API and app listening on ${host}:${info.port}`);
  console.log(`Open http://localhost:${info.port}/`);
});
outlastClientKeepAlive(server);

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down…`);
  const force = setTimeout(() => {
    db.close();
    process.exit(0);
  }, 5000);
  force.unref();
  server.close(() => {
    db.close();
    process.exit(0);
  });
  // Keep-alive sockets would hold close() open until they time out.
  (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
