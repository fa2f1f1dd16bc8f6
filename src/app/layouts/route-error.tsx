import { useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/error-boundary';

/**
 * Per-route error boundary: a screen that throws (or whose chunk fails to load after a deploy)
 * shows a retry instead of a white screen; retry reloads so a new chunk list is fetched.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}

/** Shown while the first lazy screen chunk loads. */
export function RouteLoading() {
  return null;
}
