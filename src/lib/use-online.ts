import { useState, useSyncExternalStore } from 'react';

function onConnectionChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it is online; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Whether a frame of an outside page may be drawn now (`ready`: its URL is known). Not while offline
 * until it has been drawn once: a frame opened offline would hold the browser's own error page, so
 * the screen shows its offline state instead and frames the page when the connection returns. Once
 * drawn it stays: a moment without signal must not tear down a game in progress.
 */
export function useFrameable(ready: boolean): boolean {
  const online = useOnline();
  const [drawn, setDrawn] = useState(false);
  if (ready && online && !drawn) setDrawn(true);
  return drawn || online;
}
