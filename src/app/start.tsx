// The app's start-up, imported by the entry (src/main.tsx) once the boot screen has drawn.
// The kit's global variables first, our theme after: its overrides must win whatever loads later.
import 'antd-mobile/es/global';
import '../styles/theme.css';
// Primitives several screens compose (styles/README.md).
import '../styles/page.css';
import '../styles/top-bar.css';
import '../styles/list-card.css';
import '../styles/icon-box.css';
import '../styles/picture.css';
import '../styles/controls.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes, appScreens } from './router';
import { landingScreenArrival } from './landing-screen';
import { preloadKitOnFirstInteraction } from '@/lib/kit';
import { captureInstallPrompt } from '@/lib/pwa/install';
import { linkManifest } from '@/lib/pwa/manifest-link';
import { whenIdle } from '@/lib/when-idle';
import { firstScreenDrawn } from './first-screen';
import { startServiceWorker } from '@/lib/pwa/service-worker';
import { serviceWorkerWanted } from '@/config/env';

// index.html's boot screen is hidden by CSS once #root has content; then it leaves the DOM too.
const container = document.getElementById('root')!;
const boot = new MutationObserver(() => {
  if (container.firstChild === null) return;
  document.getElementById('boot')?.remove();
  boot.disconnect();
});
boot.observe(container, { childList: true });

preloadKitOnFirstInteraction();
// Installable app: keep Chrome's install prompt for our 添加到主屏幕 offers; register the
// service worker after the load event (src/config/env.ts says when it is wanted).
captureInstallPrompt();
if (serviceWorkerWanted()) startServiceWorker();
// The manifest once the first screen is drawn (src/lib/pwa/manifest-link.ts says why).
void firstScreenDrawn.then(() => whenIdle(() => linkManifest()));
// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// to the browser between them, rather than in one long task (what Total Blocking Time counts).
// It waits for the landing screen's code when the landing preload fetched it (landing-screen.ts).
const root = createRoot(container);
void landingScreenArrival(appScreens, location.hash).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </Providers>
      </StrictMode>,
    );
  }),
);
