/**
 * Operator commands for the journeys' set-up, run by e2e/support/operator-thread.mjs in a worker
 * thread of the Playwright worker (support/app.ts `operators`). Each command is the CLI's own main
 * (same checks, same output), its lines kept to be returned. Stops at the first command that fails.
 */
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
