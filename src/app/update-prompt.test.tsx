import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker, UPDATE_CHECK_MS } from '@/lib/pwa/service-worker';
import { UpdatePrompt } from './update-prompt';

type Listener = (event: { isUpdate?: boolean }) => void;

/** A stand-in for workbox-window's Workbox: records calls, lets the test fire its events. */
class FakeWorkbox {
  static last: FakeWorkbox;
  listeners = new Map<string, Listener[]>();
  update = vi.fn(() => Promise.resolve());
  messageSkipWaiting = vi.fn();
  register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  constructor(
    readonly url: string,
    readonly options: { scope: string },
  ) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string, event: { isUpdate?: boolean } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function fakeWindow({ readyState = 'complete' } = {}) {
  const doc = Object.assign(new EventTarget(), { readyState, visibilityState: 'visible' });
  const win = Object.assign(new EventTarget(), {
    navigator: { serviceWorker: {}, onLine: true },
    document: doc,
    setInterval: (fn: () => void, ms: number) => window.setInterval(fn, ms),
  });
  return { win: win as unknown as Window, doc };
}

async function start(win: Window, reload = vi.fn()) {
  startServiceWorker({
    win,
    reload,
    loadWorkbox: () => Promise.resolve({ Workbox: FakeWorkbox as never }),
  });
  await vi.waitFor(() => expect(FakeWorkbox.last?.register).toHaveBeenCalled());
  return reload;
}

describe('service worker in the page', () => {
  beforeEach(() => {
    FakeWorkbox.last = undefined as never;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers ./sw.js for the page folder only after the load event', async () => {
    const { win } = fakeWindow({ readyState: 'loading' });
    startServiceWorker({ win, loadWorkbox: () => Promise.resolve({ Workbox: FakeWorkbox as never }) });
    await Promise.resolve();
    expect(FakeWorkbox.last).toBeUndefined();
    win.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(FakeWorkbox.last?.register).toHaveBeenCalledWith({ immediate: true }));
    expect(FakeWorkbox.last).toMatchObject({ url: './sw.js', options: { scope: './' } });
  });

  it('shows 新版本已就绪 when a build waits, and only 刷新 switches to it and reloads', async () => {
    const { win } = fakeWindow();
    const reload = await start(win);
    render(<UpdatePrompt />);
    expect(screen.queryByText('新版本已就绪')).toBeNull();

    act(() => FakeWorkbox.last.fire('waiting'));
    expect(screen.getByRole('status')).toHaveTextContent('新版本已就绪');
    expect(FakeWorkbox.last.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(FakeWorkbox.last.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled(); // not before the new worker controls the page
    act(() => FakeWorkbox.last.fire('controlling', { isUpdate: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself when another tab switched builds: it offers 刷新', async () => {
    const { win } = fakeWindow();
    const reload = await start(win);
    render(<UpdatePrompt />);
    act(() => FakeWorkbox.last.fire('controlling', { isUpdate: true }));
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('looks for a new build every hour of use, not while hidden or offline', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    const { win, doc } = fakeWindow();
    await start(win);
    const { update } = FakeWorkbox.last;
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS - 60_000);
    expect(update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6 * 60_000);
    expect(update).toHaveBeenCalledTimes(1);

    // Hidden for two hours: no checks; back in view, one at once.
    doc.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);
  });
});
