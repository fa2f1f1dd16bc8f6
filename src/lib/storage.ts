import type { z } from 'zod/mini';

/**
 * docs/product.md#what-the-app-keeps-and-shows: the session token lives in sessionStorage (dies with the tab); appInfo, userInfo and
 * the game lists are cached in localStorage. Every read is validated so a stale or hand-edited
 * entry can never crash a screen; storage errors (private mode, quota) degrade to "not cached".
 */
export const storageKeys = {
  token: 'token',
  /** sessionStorage: whose userInfo this tab kept (localStorage is shared with the other tabs). */
  tabMember: 'tabMember',
  appInfo: 'appInfo',
  userInfo: 'userInfo',
  gameLists: 'gameLists',
  /** localStorage: the day (YYYY-MM-DD, device time) the welcome dialog was muted with 今日不再提示. */
  welcomeMutedOn: 'welcomeMutedOn',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function readTabValue(key: string): string | null {
  return safe(() => sessionStorage.getItem(key) || null, null);
}

export function writeTabValue(key: string, value: string | null): void {
  safe(() => {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  }, undefined);
}

export const getToken = (): string | null => readTabValue(storageKeys.token);

export const setToken = (token: string | null): void => writeTabValue(storageKeys.token, token);

/** A plain string this device keeps (localStorage); null when missing or storage is unavailable. */
export function readDeviceValue(key: string): string | null {
  return safe(() => localStorage.getItem(key), null);
}

export function writeDeviceValue(key: string, value: string): void {
  safe(() => localStorage.setItem(key, value), undefined);
}

export function readCache<S extends z.ZodMiniType>(key: string, schema: S): z.output<S> | null {
  return safe(() => {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  }, null);
}

export function writeCache(key: string, value: unknown): void {
  safe(() => {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  }, undefined);
}

/** Logout (docs/product.md#states-and-transitions): clear ALL local and session storage, not only our keys. */
export function clearAll(): void {
  safe(() => localStorage.clear(), undefined);
  safe(() => sessionStorage.clear(), undefined);
}
