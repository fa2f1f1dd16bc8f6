import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { renderApp } from '@/testing/render';
import { until } from '@/testing/wait';
import { keepPerPath } from '../route-handle';

const probeKey = ['keep-alive-probe'];
let effectsRunning = 0;

/** A kept-alive stand-in: a query, local state and an effect, as a real screen has them. */
function Probe() {
  const [taps, setTaps] = useState(0);
  const { data } = useQuery({ queryKey: probeKey, queryFn: () => Promise.resolve('数据') });
  useEffect(() => {
    effectsRunning += 1;
    return () => {
      effectsRunning -= 1;
    };
  }, []);
  return <button onClick={() => setTaps((n) => n + 1)}>{`探针 ${taps} ${data ?? ''}`}</button>;
}

const screens = [
  { path: '/', Component: Probe, handle: { keepAlive: keepPerPath } },
  { path: '/kefu', Component: () => <p>客服页</p> },
];

const observers = () => queryClient.getQueryCache().find({ queryKey: probeKey })?.getObserversCount() ?? 0;

describe('keep-alive on <Activity>', () => {
  it('a hidden kept screen keeps its state and DOM, its effects and queries stop, and come back', async () => {
    const { router } = renderApp('/', screens);
    await userEvent.click(await screen.findByRole('button', { name: '探针 0 数据' }));
    expect(screen.getByRole('button', { name: '探针 1 数据' })).toBeVisible();
    await until(() => observers() === 1 && effectsRunning === 1);

    await act(() => router.navigate('/kefu'));
    await screen.findByText('客服页');
    expect(screen.getByText('探针 1 数据')).not.toBeVisible();
    await until(() => observers() === 0 && effectsRunning === 0);

    await act(() => router.navigate('/'));
    expect(await screen.findByRole('button', { name: '探针 1 数据' })).toBeVisible();
    await until(() => observers() === 1 && effectsRunning === 1);
  });
});
