import { lazy, Suspense } from 'react';
import { useUpdateReady } from '@/lib/pwa/service-worker';

const UpdateBar = lazy(() => import('./update-bar'));

/**
 * 新版本已就绪 with 刷新 when a new build is installed (lib/pwa/service-worker.ts): the page switches
 * to it only when the member taps, never in the middle of what they are typing.
 */
export function UpdatePrompt() {
  const refresh = useUpdateReady();
  if (!refresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBar refresh={refresh} />
    </Suspense>
  );
}
