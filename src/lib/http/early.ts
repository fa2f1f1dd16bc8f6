/**
 * Answers started by the landing preload script (build/landing-preload.ts) before the app ran.
 * The HTTP client takes each one at most once, for the same method, URL and body, and then
 * validates it like any answer; later requests (refetches, retries) go to the network.
 */
const GLOBAL = '__h5Early';
/** An answer older than this is not reused: the app was too slow to ask for it. */
const MAX_AGE_MS = 30_000;

interface Early {
  at: number;
  response: Promise<Response>;
}

function pageGlobal<T>(name: string): T | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, T | undefined>)[name];
}

function earlyStore(): Record<string, Early> | undefined {
  return pageGlobal<Record<string, Early>>(GLOBAL);
}

/** Did the landing preload recognise this visit's route (and ask for its screen's code)? */
export function landedWithPreload(): boolean {
  return earlyStore() !== undefined;
}

/**
 * Has the landing preload asked `method` `url` (with this body, or whatever its body when none is
 * given), and is it not taken yet?
 */
export function askedEarly(method: string, url: string, body?: string): boolean {
  const call = `${method} ${url} `;
  return Object.keys(earlyStore() ?? {}).some((key) =>
    body === undefined ? key.startsWith(call) : key === call + body,
  );
}

export function takeEarlyResponse(
  method: string,
  url: string,
  body: BodyInit | undefined,
): Promise<Response> | undefined {
  const store = earlyStore();
  if (!store) return undefined;
  if (body !== undefined && typeof body !== 'string') return undefined;
  const key = `${method} ${url} ${body ?? ''}`;
  const early = store[key];
  if (!early) return undefined;
  delete store[key];
  return Date.now() - early.at <= MAX_AGE_MS ? early.response : undefined;
}
