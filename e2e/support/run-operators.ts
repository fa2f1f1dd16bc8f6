/**
 * Several operator commands in one process: `tsx e2e/support/run-operators.ts '[["approve-deposit",
 * "D1"],["waive-turnover","m1"]]'`. Each is the CLI's own main (same checks, same output); starting
 * tsx is most of a command's time, so a journey's set-up that needs two pays for one start.
 * Stops at the first command that fails, with its exit code.
 */
import { main } from '../../server/src/cli';

const commands = JSON.parse(process.argv[2] ?? '[]') as string[][];
let code = 0;
for (const argv of commands) {
  code = main(argv);
  if (code !== 0) break;
}
process.exitCode = code;
