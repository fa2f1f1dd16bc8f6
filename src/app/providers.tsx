import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { installSessionHandlers } from '@/core/session/logout';
import { queryClient } from '@/lib/query-client';
import { SiteGate } from './site-gate';

// The transport's 401 ends the session (spec §8); wired once, before the first request.
installSessionHandlers();

/** Everything around the router: query cache, kit locale, the last-resort boundary, maintenance. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <ErrorBoundary>
          <SiteGate>{children}</SiteGate>
        </ErrorBoundary>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
