import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { refreshReads } from '@/lib/query-client';

/**
 * Pull down to read the screen again: the kit's PullToRefresh, asking again every active read
 * under `keys` (joining any already on its way, see refreshReads). The spinner stays until they
 * have all answered; a failed read shows its own error state as usual.
 */
export function PullRefresh({ keys, children }: { keys: readonly QueryKey[]; children: ReactNode }) {
  const client = useQueryClient();
  return (
    <PullToRefresh
      onRefresh={async () => {
        await refreshReads(client, keys);
      }}
    >
      {children}
    </PullToRefresh>
  );
}
