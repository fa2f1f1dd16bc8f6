/**
 * Runs `task` when the browser is idle (at the latest after 2 s; after a short timeout where it has
 * no idle callback); returns a cancel. For code a screen will want but does not need to be drawn.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
