import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANDING_SCREEN_WAIT_MS, landingScreenArrival } from './landing-screen';
import { screen } from './screen';
import { expectSettlesAt } from '@/testing/wait';

type Module = { default: ComponentType };

function routesWith(load: () => Promise<Module>) {
  return [
    { path: '/', element: screen(load) },
    { path: '/kefu', element: screen(() => Promise.resolve({ default: () => null })) },
  ];
}

const early = window as unknown as Record<string, unknown>;

describe('landingScreenArrival', () => {
  afterEach(() => {
    delete early.__h5Early;
    vi.useRealTimers();
  });

  it('waits for the landing screen’s code when the landing preload recognised the route', async () => {
    early.__h5Early = {};
    let asked = 0;
    let arrive: (module: Module) => void = () => {};
    const routes = routesWith(() => {
      asked += 1;
      return new Promise<Module>((resolve) => (arrive = resolve));
    });
    let settled = false;
    const arrival = landingScreenArrival(routes, '#/?tab=1').then(() => void (settled = true));
    expect(asked).toBe(1);
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive({ default: () => null });
    await arrival;
    expect(settled).toBe(true);
  });

  it('finds the screen as the landing preload reads the hash: a trailing slash and the query left out', async () => {
    early.__h5Early = {};
    const asked: string[] = [];
    const routes = [
      { path: '/', element: screen(() => (asked.push('/'), Promise.resolve({ default: () => null }))) },
      {
        path: '/kefu',
        element: screen(() => (asked.push('/kefu'), Promise.resolve({ default: () => null }))),
      },
    ];
    await landingScreenArrival(routes, '#/kefu/?from=home');
    await landingScreenArrival(routes, '#');
    expect(asked).toEqual(['/kefu', '/']);
  });

  it('does not wait when the page was not preloaded, or the route is another screen’s', async () => {
    let asked = 0;
    const routes = routesWith(() => {
      asked += 1;
      return new Promise<Module>(() => {});
    });
    await landingScreenArrival(routes, '#/');
    early.__h5Early = {};
    await landingScreenArrival(routes, '#/no-such-page');
    expect(asked).toBe(0);
  });

  it('settles when the code cannot arrive: the screen then says so itself', async () => {
    early.__h5Early = {};
    await expect(
      landingScreenArrival(
        routesWith(() => Promise.reject(new Error('offline'))),
        '#/',
      ),
    ).resolves.toBeUndefined();
  });

  it(`waits no longer than ${LANDING_SCREEN_WAIT_MS} ms for code that stalls: the shell is drawn without it`, async () => {
    vi.useFakeTimers();
    early.__h5Early = {};
    await expectSettlesAt(
      landingScreenArrival(
        routesWith(() => new Promise<Module>(() => {})),
        '#/',
      ),
      LANDING_SCREEN_WAIT_MS,
    );
  });
});
