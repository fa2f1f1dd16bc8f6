import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSettlesAt } from '@/testing/wait';
import { BOOT_IMAGE_WAIT_MS, bootImageShown } from './boot-image';

const page = window as unknown as Record<string, unknown>;

describe('bootImageShown (what the entry waits for before it starts the app)', () => {
  afterEach(() => {
    delete page.__h5EarlyDrawn;
    vi.useRealTimers();
  });

  it('settles at once where the boot screen draws no image', async () => {
    await expect(bootImageShown()).resolves.toBeUndefined();
  });

  it('waits until the boot screen has drawn the landing screen’s largest image', async () => {
    vi.useFakeTimers();
    let draw: (value?: unknown) => void = () => {};
    page.__h5EarlyDrawn = new Promise((resolve) => (draw = resolve));
    let settled = false;
    void bootImageShown().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(BOOT_IMAGE_WAIT_MS / 2);
    expect(settled).toBe(false);
    draw();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it(`waits no longer than ${BOOT_IMAGE_WAIT_MS} ms for an image that does not come`, async () => {
    vi.useFakeTimers();
    page.__h5EarlyDrawn = new Promise(() => {});
    await expectSettlesAt(bootImageShown(), BOOT_IMAGE_WAIT_MS);
  });
});
