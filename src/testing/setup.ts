import '@/lib/antd-react19';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { hydrateSession } from '@/core/session/store';
import { installSessionHandlers } from '@/core/session/logout';
import { routeChanged, setNavigator } from '@/lib/navigation';
import { resetStores } from '@/lib/pwa/store';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { server } from './msw';
import { resetSharedDocument, trackDocumentTouchListeners } from './shared-document';

// findBy/waitFor end as soon as the screen is there; 1 s (the default) is too short on a busy
// 2-core CI machine where the kit's first lazy load alone can take longer.
configure({ asyncUtilTimeout: 5000 });

trackDocumentTouchListeners();

// An unhandled request is a test failure: every call a test makes must be declared.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  toast.clear();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  hydrateSession();
  installSessionHandlers(); // a test may have replaced the 401 handler
  setNavigator(null);
  vi.restoreAllMocks();
  vi.useRealTimers();
  resetSharedDocument();
  resetStores();
});
afterAll(() => server.close());
// And before each test: what a finished test's late work (a lazy overlay that arrived after its
// cleanup) left on the shared document is not the next test's.
// A new page, as after a route change: how an earlier test's session ended (a logout sends the next
// guard's guest to plain /login until the route changes), even if its end came after its cleanup,
// is no concern of this test.
beforeEach(() => {
  resetSharedDocument();
  routeChanged();
});

// jsdom has no layout: make scrolling observable for the keep-alive scroll tests.
let scrollY = 0;
Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
  scrollY = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
}) as typeof window.scrollTo;
