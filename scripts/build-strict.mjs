#!/usr/bin/env node
/**
 * `vite build` that fails on a warning (npm test's build step). At log level `warn` Vite prints
 * nothing on a clean build, so anything printed is a warning (or an error): echo it and fail.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
let printed = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    printed += chunk;
    process.stdout.write(chunk);
  });
}
child.on('close', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  if (printed.trim() !== '') {
    console.error('\nThe build printed warnings (above): fix them; the build must be silent.');
    process.exit(1);
  }
  console.log('Build finished without a warning.');
});
