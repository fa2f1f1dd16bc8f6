#!/usr/bin/env node
/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
 * reference server (which serves dist/ and /api on one origin and prints the URL to open).
 * Plain Node, no dependencies beyond the project's own vite and tsx.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsChangedSince } from './build-inputs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distIndex = join(root, 'dist', 'index.html');

const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
if (builtAt === 0 || inputsChangedSince(root, builtAt).length > 0) {
  console.log(
    builtAt === 0
      ? 'dist/ is missing: building the app…'
      : 'Sources changed since the last build: rebuilding…',
  );
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('vite build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
} else {
  console.log('dist/ is up to date.');
}

const server = spawn(
  process.execPath,
  [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
