/**
 * The `sandbox` of every frame that shows another page (games, customer service, agent login, app
 * download): what games need — scripts, their own origin, forms, popups (new tabs, unsandboxed so a
 * payment or lobby window works), downloads — and no `allow-top-navigation`: a framed page can
 * never navigate the app away.
 */
export const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** Fullscreen and autoplay for games; `allow` alone (with `allowFullScreen` too the browser warns). */
export const FRAME_ALLOW = 'autoplay; fullscreen';
