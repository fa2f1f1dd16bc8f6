/** What the landing preload leaves for the app (src/lib/http/early.ts), planted by a test. */
type EarlyStore = Record<string, { at: number; response: Promise<Response> }>;
const page = window as unknown as { __h5Early?: EarlyStore };

/**
 * Leaves the preload's answer to `key` ("METHOD url body", as src/lib/http/early.ts keys it): a
 * response with `body` as JSON, asked for `ageMs` ago. Returns the response the app would take.
 */
export function preloadAnswer(key: string, body: unknown, ageMs = 0): Promise<Response> {
  const response = Promise.resolve(new Response(JSON.stringify(body)));
  (page.__h5Early ??= {})[key] = { at: Date.now() - ageMs, response };
  return response;
}

/** The preload's answers the app has not taken yet. */
export const preloaded = (): EarlyStore | undefined => page.__h5Early;

export function clearPreloaded(): void {
  delete page.__h5Early;
}
