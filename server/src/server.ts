import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { openDatabase } from './db/database';
import { outlastClientKeepAlive } from './http/keep-alive';
import { mountSite } from './mount-site';
import { seedDatabase } from './seed';
import { sweepUnattachedUploads, UPLOAD_SWEEP_EVERY_MS } from './upload-sweep';

/**
 * Reference server: `npm run server`. Its settings are environment variables, read and checked by
 * config.ts (listed in docs/deployment.md); an invalid one stops the start and names it.
 * A missing database is created, migrated and seeded on first start.
 */
let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { port, host, databaseFile, uploadDir, allowedOrigins, faults } = config;

mkdirSync(dirname(databaseFile), { recursive: true });
mkdirSync(uploadDir, { recursive: true });

const { db, created } = openDatabase(databaseFile);
if (created) {
  seedDatabase(db);
  console.log(`Created and seeded ${databaseFile} (demo member demo888 / demo8888)`);
}

if (faults) console.log(`Fault mode on /api/*: rate ${faults.rate}, kinds ${faults.kinds.join(',')}`);

if (allowedOrigins.length > 0) console.log(`CORS allowed for ${allowedOrigins.join(', ')}`);

const app = createApp({ db, uploadDir, config, extend: (root) => mountSite(root, { db, config }) });

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`API and app listening on ${host}:${info.port}`);
  console.log(`Open http://localhost:${info.port}/`);
});
outlastClientKeepAlive(server);

// Uploads nothing refers to within an hour (upload-sweep.ts) are removed.
setInterval(() => sweepUnattachedUploads(db, uploadDir), UPLOAD_SWEEP_EVERY_MS).unref();

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
