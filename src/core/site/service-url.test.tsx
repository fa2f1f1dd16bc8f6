import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { siteCalls } from '@contract/site-calls';
import { queryClient } from '@/lib/query-client';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { fetchServiceUrl, serviceUrlKey, useServiceUrl } from './service-url';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('the service URL (one fetcher, one key, one shape)', () => {
  it('answers the URL string, cached under its one key', async () => {
    server.use(handle(siteCalls.getservicerurl, { url: 'https://kefu.example/chat' }));
    expect(await fetchServiceUrl()).toBe('https://kefu.example/chat');
    const { result } = renderHook(() => useServiceUrl(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('https://kefu.example/chat'));
    expect(queryClient.getQueryData(serviceUrlKey())).toBe('https://kefu.example/chat');
  });

  it('a second reader (the /gamePage frame) gets the same shape from the cache', async () => {
    queryClient.setQueryData(serviceUrlKey(), 'https://kefu.example/cached');
    const { result } = renderHook(() => useServiceUrl({ enabled: true }), { wrapper });
    expect(result.current.data).toBe('https://kefu.example/cached');
  });

  it('does not ask while disabled', () => {
    const { result } = renderHook(() => useServiceUrl({ enabled: false }), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});
