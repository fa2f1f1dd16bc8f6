import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRefreshReads } from '@/lib/query-client';

/**
 * Pull down to read the screen again: the kit's PullToRefresh, asking again every active read
 * under `keys` (joining any already on its way, see refreshReads). The spinner stays until they
 * have all answered; a failed read shows its own error state as usual.
 */
export function PullRefresh({ keys, children }: { keys: readonly QueryKey[]; children: ReactNode }) {
  const refresh = useRefreshReads(keys);
  return (
    <PullToRefresh
      onRefresh={async () => {
        await refresh();
      }}
    >
      {children}
    </PullToRefresh>
  );
}
