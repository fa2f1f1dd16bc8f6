// The antd-mobile React 19 shim must run before anything renders (TOOLCHAIN.md).
import './app/antd-react19';
// The kit's global variables first, our theme after: its overrides must win whatever loads later.
import 'antd-mobile/es/global';
import './styles/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { preloadKitOnFirstInteraction } from './lib/kit';

const router = createAppRouter();
preloadKitOnFirstInteraction();

const container = document.getElementById('root')!;
const root = createRoot(container);
// index.html's boot screen is hidden by CSS once #root has content; then it leaves the DOM too.
const boot = new MutationObserver(() => {
  if (container.firstChild === null) return;
  document.getElementById('boot')?.remove();
  boot.disconnect();
});
boot.observe(container, { childList: true });
// On React a transition renders in slices that yield to the browser. Preact (which ships, README)
// has no time slicing: startTransition runs the render at once, as one task.
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
