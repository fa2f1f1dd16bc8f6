/**
 * The `sandbox` of every frame that shows another page (games, customer service, agent login, app
 * download): what games need — scripts, forms, popups (new tabs, unsandboxed so a payment or lobby
 * window works), downloads — and never `allow-top-navigation`: a framed page can never navigate the
 * app away.
 *
 * `allow-same-origin` (a page keeps its own origin: its cookies and storage) only for pages on
 * another origin. A page on the app's own origin with both `allow-scripts` and `allow-same-origin`
 * could simply remove its sandbox and read the app's session storage, so it runs at an opaque
 * origin instead (the reference server's demo pages are built for that).
 */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

export function frameSandbox(url: string, pageHref: string = window.location.href): string {
  let sameOrigin = true; // what cannot be parsed gets the stricter sandbox
  try {
    sameOrigin = new URL(url, pageHref).origin === new URL(pageHref).origin;
  } catch {
    // keep the stricter one
  }
  return sameOrigin ? SANDBOX : `${SANDBOX} allow-same-origin`;
}

/** Fullscreen and autoplay for games; `allow` alone (with `allowFullScreen` too the browser warns). */
export const FRAME_ALLOW = 'autoplay; fullscreen';
