/**
 * Let the browser handle input and paint before the caller goes on: `scheduler.yield()` where the
 * browser has it (the caller resumes ahead of other queued tasks), a new task otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
