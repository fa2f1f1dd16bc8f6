/**
 * The journeys' operator commands in a worker thread of the Playwright worker (support/app.ts
 * `operators`), loaded once per worker: starting tsx and the server's modules in a new process for
 * every command cost ~0.7 s of CPU and 1–3 s of waiting each, and a run has dozens of them. The
 * thread loads the TypeScript through tsx's scoped import (Playwright's own loader needs JSON
 * imports the server does not write), runs each batch and wakes the waiting journey through the
 * shared `signal`, so a command is as synchronous as the child process it replaces.
 */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const loaded = tsImport('./run-operators.ts', import.meta.url);

parentPort.on('message', async ({ commands, env, signal, port }) => {
  let result;
  try {
    const { runOperators } = await loaded;
    result = runOperators(commands, env);
  } catch (error) {
    result = { code: 1, out: '', err: String(error?.stack ?? error) };
  }
  port.postMessage(result);
  port.close();
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
