/**
 * Every path prefix under which the server answers data (JSON envelopes), not files: the API and the
 * demo game page's calls. Each one gets the same guards — the one token lookup with its idle expiry,
 * the 64 KB body limit and the headers of data answers — from createApp, so a prefix added here is
 * guarded by construction.
 */
export const DATA_PREFIXES = ['/api', '/demo-api'] as const;

/** Whether `path` is under one of the data prefixes. */
export const isDataPath = (path: string): boolean =>
  DATA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
