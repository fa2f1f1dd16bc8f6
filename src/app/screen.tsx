import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { messages } from '@/config/messages';
import styles from './screen.module.css';

// A screen whose chunk failed to load (say, after a deploy) needs a new chunk list: retry reloads.
const reload = () => window.location.reload();

/** A lazily loaded screen behind its own error boundary (what `screen()` puts in the route table). */
export function LazyScreen({ screen: Screen }: { screen: LazyExoticComponent<ComponentType> }) {
  return (
    <ErrorBoundary onRetry={reload}>
      <Suspense
        fallback={
          <div className={styles.pending} role="status">
            {messages.loading}
          </div>
        }
      >
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Route-level code splitting: `screen(() => import('@/features/x/routes/y'))` is the element of a
 * route whose screen module (default export = the screen component) loads into its own chunk on
 * first render. A screen that throws shows a retry instead of a white screen.
 */
export function screen(load: () => Promise<{ default: ComponentType }>): ReactElement {
  return <LazyScreen screen={lazy(load)} />;
}
