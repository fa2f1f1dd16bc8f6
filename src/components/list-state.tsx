import { lazy, Suspense } from 'react';
import Button from './button';
import DotLoading from './dot-loading';
import { messages } from '@/config/messages';

// Most lists are not empty: the illustration loads only when one is (the text shows meanwhile).
const EmptyIllustration = lazy(() => import('./empty-illustration'));

export type ListStatus = 'loading' | 'empty' | 'end' | 'error' | 'more';

/**
 * The one loading / empty (空空如也) / end (没有更多了) / error-with-retry block, drawn by QueryState and
 * InfiniteList only (docs/architecture.md, "A read shows its states in one of three ways").
 */
export function ListState({ status, onRetry }: { status: ListStatus; onRetry?: () => void }) {
  switch (status) {
    case 'loading':
    case 'more':
      return (
        <div className="list-state" role="status" aria-busy="true">
          <span>{messages.loading}</span>
          <DotLoading />
        </div>
      );
    case 'empty':
      return (
        <Suspense fallback={<div className="list-state">{messages.empty}</div>}>
          <EmptyIllustration className="list-state-empty" title={messages.empty} />
        </Suspense>
      );
    case 'end':
      return <div className="list-state">{messages.noMore}</div>;
    case 'error':
      return (
        <div className="list-state" role="alert">
          {/* Offline the cause is known; the list refetches by itself on reconnect. */}
          <span>{navigator.onLine ? messages.loadFailed : messages.networkDown}</span>
          {onRetry && (
            <Button size="small" color="primary" fill="outline" onClick={onRetry}>
              {messages.retry}
            </Button>
          )}
        </div>
      );
  }
}
