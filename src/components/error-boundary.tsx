import { Button, ErrorBlock } from 'antd-mobile';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '@/config/messages';

/** What a crashed subtree shows: never a white screen, always a way to try again. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" style={{ padding: 'var(--app-gutter)' }}>
      <ErrorBlock status="default" title={messages.somethingWrong} description={null} />
      <Button block color="primary" onClick={onRetry}>
        {messages.retry}
      </Button>
    </div>
  );
}

/**
 * App-level boundary (the router has its own per-route ones). `resetKey` changes (e.g. the path)
 * clear the error so navigating away recovers.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey?: unknown },
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
    if (this.state.error !== null) return <ErrorFallback onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
