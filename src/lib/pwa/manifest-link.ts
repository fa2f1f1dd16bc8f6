import { MANIFEST_FILE } from '@/config/constants';

/**
 * Links the web app manifest, once. The page carries no manifest link of its own
 * (build/pwa-config.ts takes out the one the PWA plugin writes): a browser fetches a linked
 * manifest and its largest icon as the page loads, to judge whether the app can be installed
 * (4 KB beside the landing screen's code and calls on a slow connection). Linked after the first
 * screen is drawn, it costs the screen nothing; installing works as before, the browser reads a
 * manifest linked at any time.
 */
export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  // Beside index.html: relative, so a build served from a folder finds its own.
  link.href = `./${MANIFEST_FILE}`;
  document.head.append(link);
}
