import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { exitOf, waitUntil } from './processes';

describe('waitUntil', () => {
  it('treats a failing probe as "not yet" and returns once it answers', async () => {
    let calls = 0;
    await waitUntil(
      'the third try',
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('connection refused');
        return true;
      },
      10_000,
    );
    expect(calls).toBe(3);
  });

  it('stops at once, saying why, when the awaited process has exited (not at the deadline)', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await once(child, 'exit');
    await expect(
      waitUntil(
        'a crashed server',
        async () => false,
        60_000,
        () => exitOf(child),
      ),
    ).rejects.toThrow('stopped waiting for a crashed server: it exited with code 3');
  });

  it('names the signal that ended a process', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(exitOf(child)).toBe('it was ended by SIGKILL');
  });
});
