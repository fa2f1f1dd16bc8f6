import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { useScreenActive } from '@/lib/screen-active';
import { useQuery } from '@/lib/screen-query';
import { renderApp } from '@/testing/render';
import { until } from '@/testing/wait';
import { keepPerPath } from '../route-handle';

const probeKey = ['keep-alive-probe'];

/** A kept-alive stand-in: a query and the active flag, as a real screen's hooks see them. */
function Probe() {
  const active = useScreenActive();
  const { data } = useQuery({ queryKey: probeKey, queryFn: () => Promise.resolve('数据') });
  return <p>{`探针 ${active ? '显示' : '隐藏'} ${data ?? ''}`}</p>;
}

const screens = [
  { path: '/', Component: Probe, handle: { keepAlive: keepPerPath } },
  { path: '/kefu', Component: () => <p>客服页</p> },
];

const observers = () => queryClient.getQueryCache().find({ queryKey: probeKey })?.getObserversCount() ?? 0;

describe('keep-alive without <Activity>', () => {
  it('a hidden kept screen keeps its DOM, is told it is hidden, and its queries unsubscribe', async () => {
    const { router } = renderApp('/', screens);
    expect(await screen.findByText('探针 显示 数据')).toBeVisible();
    await until(() => observers() === 1);

    await act(() => router.navigate('/kefu'));
    await screen.findByText('客服页');
    expect(screen.getByText('探针 隐藏 数据')).not.toBeVisible();
    await until(() => observers() === 0);

    await act(() => router.navigate('/'));
    expect(await screen.findByText('探针 显示 数据')).toBeVisible();
    await until(() => observers() === 1);
  });
});
