import { screen as view } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, expect, it } from 'vitest';
import { calls } from '@contract/calls';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import { clearPreloaded, preloadAnswer } from '@/testing/early-answers';
import { until } from '@/testing/wait';
import { askedEarly } from '@/lib/http/early';
import { screen } from './screen';

afterEach(clearPreloaded);

// The first screen of a page load is drawn once per module instance: this test comes first.
it('asks for the game lists only once the landing screen is drawn, not beside its code', async () => {
  let gameListAsked = 0;
  let visitUrlAsked = 0;
  server.use(
    handle(calls.gameList, [], { onRequest: () => void (gameListAsked += 1) }),
    handle(calls.getVisitUrl, { url: '' }, { onRequest: () => void (visitUrlAsked += 1) }),
  );
  let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
  const code = new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve));
  renderApp('/landing', [{ path: '/landing', element: screen(() => code) }]);

  // The start-up's own calls went out while the screen's code is still on its way…
  await until(() => visitUrlAsked === 1);
  await view.findByRole('status');
  expect(gameListAsked).toBe(0);

  // …and the game lists follow the screen.
  arrive({ default: () => <p>落地页</p> });
  expect(await view.findByText('落地页')).toBeInTheDocument();
  await until(() => gameListAsked === 1);
});

it('takes the game lists the landing preload asked for at once, before the screen is drawn', async () => {
  let gameListAsked = 0;
  server.use(handle(calls.gameList, [], { onRequest: () => void (gameListAsked += 1) }));
  void preloadAnswer(`GET ${new URL('/api/game/list', location.href).href} `, {
    code: 200,
    message: 'ok',
    data: [],
  });
  renderApp('/landing', [{ path: '/landing', element: screen(() => new Promise(() => undefined)) }]);
  await until(() => !askedEarly('GET', new URL('/api/game/list', location.href).href));
  await view.findByRole('status');
  expect(gameListAsked).toBe(0);
});
