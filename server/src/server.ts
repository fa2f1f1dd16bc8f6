import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
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
/** Open connections, and those with a request whose answer is not sent yet. */
const sockets = new Set<Socket>();
const busy = new Set<Socket>();
server.on('connection', (socket: Socket) => {
  sockets.add(socket);
  socket.once('close', () => {
    sockets.delete(socket);
    // Exit once every connection is closed: its last answer has then been sent, not cut off.
    if (stopping && sockets.size === 0) closeDatabase();
  });
});
server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  busy.add(req.socket);
  if (stopping) res.setHeader('Connection', 'close');
  res.once('close', () => {
    busy.delete(req.socket);
    if (stopping) req.socket.end();
  });
});

function closeDatabase() {
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  console.log('Database closed; bye.');
  process.exit(0);
}

/**
 * SIGTERM (systemd, `kill`) or SIGINT (Ctrl-C): stop taking connections, let the requests in flight
 * finish, then fold the write-ahead log into the database file (a copy of app.db alone is then
 * whole) and close it. `npm run server` execs node itself, so the signal reaches this process.
 */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, finishing ${busy.size} request(s) in flight…`);
  // No new connections; idle keep-alive ones close now, the others after their answer. net's
  // close, not http's: http's also drops a connection whose request body is still arriving.
  NetServer.prototype.close.call(server);
  for (const socket of sockets) if (!busy.has(socket)) socket.end();
  if (sockets.size === 0) closeDatabase();
  // A request still running after 10 s (a stuck client) does not hold the stop up.
  setTimeout(closeDatabase, 10_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
