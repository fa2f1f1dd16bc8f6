import type RealErrorBlock from 'antd-mobile/es/components/error-block';
import { lazy, Suspense, type ComponentProps } from 'react';

const Real = lazy(() => import('antd-mobile/es/components/error-block'));

/**
 * The kit's ErrorBlock (a state's illustration and title) with the same props, loaded when a
 * screen first shows one: its built-in illustrations are 8 KB brotli, and the states that show it
 * (not found, closed, already an agent, a frame that failed) are the exception, so no screen pays
 * for it before its first paint. Until it arrives the title shows alone, so the state is never
 * silent.
 */
export function ErrorBlock(props: ComponentProps<typeof RealErrorBlock>) {
  return (
    <Suspense fallback={<div className={props.className}>{props.title}</div>}>
      <Real {...props} />
    </Suspense>
  );
}
