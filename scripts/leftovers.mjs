/**
 * Which processes a test run left behind. `npm test` gives every step it starts an environment
 * marker (H5_TEST_RUN=<run id>); every process below a step inherits it — servers in their own
 * process group, browsers, tsx's node children — so scanning /proc for the marker finds every
 * process the run started, wherever it was re-parented to.
 */
import { readdirSync, readFileSync } from 'node:fs';

export const RUN_MARKER = 'H5_TEST_RUN';

/** Processes (other than this one) that carry `RUN_MARKER=runId`: [{pid, command}]. */
export function processesOfRun(runId) {
  const needle = `${RUN_MARKER}=${runId}`;
  const found = [];
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null; // not Linux: the check is not available here
  }
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0');
      if (!environ.includes(needle)) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push({ pid, command });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

/** SIGKILL every listed process; returns how many were still there. */
export function killAll(processes) {
  let killed = 0;
  for (const { pid } of processes) {
    try {
      process.kill(pid, 'SIGKILL');
      killed += 1;
    } catch {
      // Already gone.
    }
  }
  return killed;
}
