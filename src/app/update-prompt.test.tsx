import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker, UPDATE_CHECK_MS } from '@/lib/pwa/service-worker';
import { UpdatePrompt } from './update-prompt';

/**
 * A stand-in for the browser's service worker container and registration: records what the page
 * asks, lets the test play the browser's events.
 */
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeWindow({ readyState = 'complete', controlled = true, waiting = false } = {}) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: waiting ? new FakeWorker() : null,
    update: vi.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  const doc = Object.assign(new EventTarget(), { readyState, visibilityState: 'visible' });
  const win = Object.assign(new EventTarget(), {
    navigator: { serviceWorker: container, onLine: true },
    document: doc,
    setInterval: (fn: () => void, ms: number) => window.setInterval(fn, ms),
  });
  /** The browser found a new sw.js and installed it; it now waits. */
  const newBuildInstalled = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    return worker;
  };
  const controllerChanged = () => container.dispatchEvent(new Event('controllerchange'));
  return {
    win: win as unknown as Window,
    doc,
    container,
    registration,
    newBuildInstalled,
    controllerChanged,
  };
}

async function start(fake: ReturnType<typeof fakeWindow>, reload = vi.fn()) {
  startServiceWorker({ win: fake.win, reload });
  await vi.waitFor(() => expect(fake.container.register).toHaveBeenCalled(), { timeout: 5000 });
  await Promise.resolve();
  return reload;
}

/** A page offered a new build: 新版本已就绪 is on screen for the worker `offered`. */
async function offeredBuild() {
  const fake = fakeWindow();
  const reload = await start(fake);
  render(<UpdatePrompt />);
  let offered!: FakeWorker;
  act(() => void (offered = fake.newBuildInstalled()));
  await screen.findByRole('status');
  return { fake, reload, offered };
}

describe('service worker in the page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers ./sw.js for the page folder only after the load event', async () => {
    const fake = fakeWindow({ readyState: 'loading' });
    startServiceWorker({ win: fake.win });
    await Promise.resolve();
    expect(fake.container.register).not.toHaveBeenCalled();
    fake.win.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(fake.container.register).toHaveBeenCalledWith('./sw.js', { scope: './' }), {
      timeout: 5000,
    });
  });

  it('shows 新版本已就绪 when a build waits, and only 刷新 switches to it and reloads', async () => {
    const fake = fakeWindow();
    const reload = await start(fake);
    render(<UpdatePrompt />);
    expect(screen.queryByText('新版本已就绪')).toBeNull();

    let worker!: FakeWorker;
    act(() => void (worker = fake.newBuildInstalled()));
    expect(await screen.findByRole('status')).toHaveTextContent('新版本已就绪');
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled(); // not before the new worker controls the page
    act(() => fake.controllerChanged());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('新版本已就绪')).toBeNull();
  });

  it('刷新 switches to the build waiting now, when the one offered was replaced by a newer one', async () => {
    const { fake, reload, offered } = await offeredBuild();
    // A later check installed a newer build: it waits, the one offered is gone.
    const newer = new FakeWorker();
    newer.state = 'installed';
    fake.registration.waiting = newer;
    offered.state = 'redundant';
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(newer.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(offered.postMessage).not.toHaveBeenCalled();
    act(() => fake.controllerChanged());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('刷新 loads the page anew when the build offered is gone and none waits', async () => {
    const { reload, offered } = await offeredBuild();
    offered.state = 'redundant';
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(offered.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a build that was already waiting when the page opened, but never the first install', async () => {
    const waiting = fakeWindow({ waiting: true });
    await start(waiting);
    const { unmount } = render(<UpdatePrompt />);
    expect(await screen.findByRole('status')).toHaveTextContent('新版本已就绪');
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(waiting.registration.waiting?.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    unmount();

    const first = fakeWindow({ controlled: false });
    await start(first);
    render(<UpdatePrompt />);
    act(() => void first.newBuildInstalled());
    expect(screen.queryByText('新版本已就绪')).toBeNull();
  });

  it('never reloads by itself when another tab switched builds: it offers 刷新', async () => {
    const fake = fakeWindow();
    const reload = await start(fake);
    render(<UpdatePrompt />);
    act(() => fake.controllerChanged());
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: '刷新' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('looks for a new build every hour of use, not while hidden or offline', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    const fake = fakeWindow();
    await start(fake);
    const { update } = fake.registration;
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS - 60_000);
    expect(update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6 * 60_000);
    expect(update).toHaveBeenCalledTimes(1);

    // Hidden for two hours: no checks; back in view, one at once.
    fake.doc.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(1);
    fake.doc.visibilityState = 'visible';
    fake.doc.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);
  });
});
