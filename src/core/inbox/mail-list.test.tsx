import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { inboxCalls } from '@contract/inbox-calls';
import { accountOf } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';
import { queryClient } from '@/lib/query-client';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { onePage } from '@/testing/one-page';
import { signIn } from '@/testing/session';
import { until } from '@/testing/wait';
import { mailListKey, useUnreadMailCount } from './mail-list';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const page = (n: number, last: number) => ({ ...onePage([]), current_page: n, last_page: last });

afterEach(() => queryClient.clear());

it('asks for the newest mail on every visit while only that page is loaded', async () => {
  signIn();
  let asked = 0;
  server.use(handle(inboxCalls.mail, page(1, 3), { onRequest: () => void (asked += 1) }));
  const key = mailListKey(accountOf(useSession.getState()));
  queryClient.setQueryData(key, { pages: [page(1, 3)], pageParams: [1] });
  renderHook(useUnreadMailCount, { wrapper });
  await until(() => asked === 1);
});

it('leaves an inbox read further down as it is for as long as any read is fresh', async () => {
  signIn();
  let asked = 0;
  server.use(handle(inboxCalls.mail, page(1, 3), { onRequest: () => void (asked += 1) }));
  const key = mailListKey(accountOf(useSession.getState()));
  queryClient.setQueryData(key, { pages: [page(1, 3), page(2, 3)], pageParams: [1, 2] });
  const { unmount } = renderHook(useUnreadMailCount, { wrapper });
  unmount();
  renderHook(useUnreadMailCount, { wrapper });
  // A refetch would have started at mount: nothing may be on its way.
  expect(queryClient.isFetching({ queryKey: key })).toBe(0);
  expect(asked).toBe(0);
});
