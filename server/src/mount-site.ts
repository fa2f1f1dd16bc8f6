import type { Hono } from 'hono';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { faultMode } from './fault';
import { getSetting } from './repositories/settings';
import { mountStatic } from './static';

/**
 * What the running server (server.ts) mounts around the API: fault mode, the build, art, demo frames
 * and uploads (the demo venue's bets are mounted by the app itself, behind the API's guards). In a
 * module of its own so the deployment tests see the very routes a deployment must pass to the server
 * (docs/deployment.md).
 */
export function mountSite(root: Hono, { db, config }: { db: Db; config: ServerConfig }) {
  // Registered before the API routes, so every /api/* request passes through it.
  root.use('/api/*', faultMode(config.faults));
  mountStatic(root, {
    uploadDir: config.uploadDir,
    distDir: config.staticDir,
    legacyScripts: config.staticLegacyScripts,
    siteTitle: () => getSetting(db, 'title'),
  });
}
