import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { killAll, processesOfRun, RUN_MARKER } from './leftovers.mjs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(process.platform === 'linux')('left-over process check', () => {
  it('finds a detached, re-parentable process of the run by its marker and kills it', async () => {
    const runId = randomUUID();
    // Like a server started in its own process group by a journey and never stopped.
    const child = spawn('sleep', ['30'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, [RUN_MARKER]: runId },
    });
    child.unref();
    await new Promise((resolve) => child.once('spawn', resolve));

    const found = processesOfRun(runId);
    expect(found.map((p) => p.pid)).toEqual([child.pid]);
    expect(found[0].command).toContain('sleep 30');
    expect(processesOfRun(randomUUID())).toEqual([]);

    expect(killAll(found)).toBe(1);
    await new Promise((resolve) => child.once('exit', resolve));
    expect(alive(child.pid)).toBe(false);
  });
});
