/**
 * Several operator commands, in order, stopping at the first that fails. Each is the CLI's own main
 * (same checks, same output). The journeys run them in a worker thread of their Playwright worker
 * (e2e/support/operator-thread.mjs, for support/app.ts `operators`), which keeps the lines to return
 * them; the WebKit journeys run this file as a command:
 * `tsx e2e/support/run-operators.ts '[["approve-deposit","D1"],["waive-turnover","m1"]]'`.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { main } from '../../server/src/cli';

export interface OperatorsResult {
  code: number;
  out: string;
  err: string;
}

export function runOperators(commands: string[][], env: Record<string, string | undefined>): OperatorsResult {
  const out: string[] = [];
  const err: string[] = [];
  const io = { out: (line: string) => out.push(`${line}\n`), err: (line: string) => err.push(`${line}\n`) };
  let code = 0;
  for (const argv of commands) {
    code = main(argv, env, io);
    if (code !== 0) break;
  }
  return { code, out: out.join(''), err: err.join('') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { code, out, err } = runOperators(JSON.parse(process.argv[2] ?? '[]') as string[][], process.env);
  process.stdout.write(out);
  process.stderr.write(err);
  process.exitCode = code;
}
