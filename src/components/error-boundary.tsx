import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '@/config/messages';
import styles from './error-boundary.module.css';

/**
 * What a crashed subtree shows: never a white screen, always a way to try again. Plain elements, so
 * the last-resort boundary works even when a kit chunk is what failed to load.
 */
export function ErrorFallback({
  onRetry,
  message = messages.somethingWrong,
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <div role="alert" className={styles.fallback}>
      <p className={styles.title}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}

/**
 * The app-level boundary and each screen's (src/app/screen.tsx). `resetKey` changes (e.g. the path)
 * clear the error so navigating away recovers; `onRetry` replaces the default retry (render again);
 * `fallback` replaces the whole error view.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey?: unknown; onRetry?: () => void; fallback?: ReactNode },
  { error: unknown; resetKey: unknown }
> {
  state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: unknown },
    state: { error: unknown; resetKey: unknown },
  ) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  render() {
    if (this.state.error !== null && this.props.fallback) return this.props.fallback;
    if (this.state.error !== null)
      return <ErrorFallback onRetry={this.props.onRetry ?? (() => this.setState({ error: null }))} />;
    return this.props.children;
  }
}
