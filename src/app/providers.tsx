import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { installSessionHandlers } from '@/core/session/logout';
import { installUnknownOutcomeRefresh } from '@/core/wallets/money-queries';
import { queryClient } from '@/lib/query-client';
import { SiteGate } from './site-gate';
import { UpdatePrompt } from './update-prompt';

// The transport's 401 ends the session (docs/product.md#errors-and-fixed-texts); wired once, before the first request.
installSessionHandlers();
// A money request with no answer refreshes the balances now and on reconnect.
installUnknownOutcomeRefresh(queryClient);

/**
 * Everything around the router: query cache, the last-resort boundary, maintenance, the new-build bar. antd-mobile's
 * default locale is zh-CN, so no ConfigProvider is needed.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>
        <SiteGate>{children}</SiteGate>
        <UpdatePrompt />
      </ErrorBoundary>
    </QueryClientProvider>
  );
}
