/**
 * The start-up's chunks as the page preloads them (build/start-up.ts writes them into index.html
 * with this mark, dependencies first). Part of the entry only: nothing of the start-up may be
 * imported here, or it would run first.
 */
export const START_UP_MARK = 'data-start-up';
const START_UP_PRELOADS = `link[rel="modulepreload"][${START_UP_MARK}]`;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Evaluates the page's start-up chunks one per task, dependencies first: React, the router, the
 * data layer, then the app. A module graph is evaluated in one task, and the start-up's was the
 * longest of the page (about 50 ms traced here, many times that on a slow phone): input waits
 * behind it, and it is what Total Blocking Time counts. Evaluated a chunk at a time, the app's own
 * is the longest left. Settles when all ran, or at the first that fails to load: the app's own
 * import then fails and says so.
 */
export async function evaluateStartUpInTasks(
  urls: readonly string[] = [...document.querySelectorAll<HTMLLinkElement>(START_UP_PRELOADS)].map(
    (link) => link.href,
  ),
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  try {
    for (const url of urls) {
      await load(url);
      await nextTask();
    }
  } catch {
    // The start-up's own import (src/main.tsx) loads what is left and reports a failure.
  }
}
