import type { ReactElement, ReactNode } from 'react';
import { lazyPart } from '@/lib/lazy-part';

/**
 * The kit's ErrorBlock (a state's illustration and title), loaded when a screen first shows one:
 * the states that do (not found, closed, already an agent, a frame that failed) are the exception,
 * and no screen pays for the block and its illustrations (about 10 KB brotli) before its first
 * paint. The block is drawn whole once its code is there (src/lib/lazy-part.tsx), the same chunk
 * as a list's empty-state art (src/components/empty-illustration.tsx). The title and description
 * are always given (the kit's defaults are not Chinese product text).
 */
export const ErrorBlock = lazyPart<{
  status?: 'default' | 'disconnected' | 'empty' | 'busy';
  title: ReactNode;
  description: ReactNode;
  /** Instead of the status's illustration. */
  image?: ReactElement;
  className?: string;
}>(async () => (await import('antd-mobile/es/components/error-block')).default);
