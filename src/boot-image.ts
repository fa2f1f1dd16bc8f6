/**
 * Where the landing preload (build/landing-preload.ts) draws the landing screen's largest image in
 * the boot screen, it leaves a promise that settles once the image is on screen (or will not be).
 * Part of the entry only: nothing of the app's start-up may be imported here, or it would run first.
 */
const DRAWN = '__h5EarlyDrawn';
/** The longest the app's start waits for that image: a slow image must not hold back the app. */
export const BOOT_IMAGE_WAIT_MS = 400;

/** Settles once the boot screen shows its image, after BOOT_IMAGE_WAIT_MS at most; at once where it draws none. */
export function bootImageShown(): Promise<unknown> {
  const drawn = (window as unknown as Record<string, Promise<unknown> | undefined>)[DRAWN];
  if (!drawn) return Promise.resolve();
  return Promise.race([drawn, new Promise((resolve) => setTimeout(resolve, BOOT_IMAGE_WAIT_MS))]);
}
