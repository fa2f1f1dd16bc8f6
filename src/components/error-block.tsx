import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { lazy, Suspense } from 'react';

type Status = 'default' | 'disconnected' | 'empty' | 'busy';

const Illustration = lazy(async () => {
  const images = await import('antd-mobile/es/components/error-block/images');
  const byStatus = {
    default: images.defaultImage,
    disconnected: images.disconnectedImage,
    empty: images.emptyImage,
    busy: images.busyImage,
  };
  return { default: ({ status }: { status: Status }) => byStatus[status] };
});

const illustration = (status: Status) => (
  <Suspense fallback={null}>
    <Illustration status={status} />
  </Suspense>
);

/**
 * The kit's ErrorBlock (a state's illustration and title), built with the kit's own
 * `createErrorBlock` so that its illustrations (8 KB brotli) load only when a screen first shows
 * one: the states that do (not found, closed, already an agent, a frame that failed) are the
 * exception, and no screen pays for them before its first paint. The title and the rest render at
 * once; the illustration's box has its fixed height from the kit's CSS, so nothing moves when it
 * arrives.
 */
export const ErrorBlock = createErrorBlock({
  default: illustration('default'),
  disconnected: illustration('disconnected'),
  empty: illustration('empty'),
  busy: illustration('busy'),
});
