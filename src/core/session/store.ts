import { create } from 'zustand';
import { appInfoSchema, userInfoSchema, type AppInfo, type UserInfo } from '@contract/entities';
import {
  getToken,
  readCache,
  readTabValue,
  setToken,
  storageKeys,
  writeCache,
  writeTabValue,
} from '@/lib/storage';

/**
 * The one client-state store (docs/architecture.md, "Server state lives only in TanStack Query"): the token
 * (sessionStorage) and the cached appInfo and userInfo (localStorage) of docs/product.md#what-the-app-keeps-and-shows. Everything else
 * the server knows lives in TanStack Query. Setters write through to storage so a reload starts from the same
 * state.
 */
export interface SessionState {
  token: string | null;
  /**
   * Whose data the session's queries hold (the second part of every account key, see
   * query-keys.ts); null for a guest. Fixed when the token is set and never changed while it
   * lives, so no query key ever moves: see `sessionAccount`.
   */
  account: string | null;
  userInfo: UserInfo | null;
  appInfo: AppInfo | null;
  /** Start a session with what is known of its member (null when /api/user did not answer). */
  startSession: (token: string, userInfo: UserInfo | null) => void;
  setToken: (token: string | null) => void;
  setUserInfo: (userInfo: UserInfo | null) => void;
  setAppInfo: (appInfo: AppInfo | null) => void;
  /** Back to a guest; storage is cleared separately (logout clears all of it). */
  reset: () => void;
}

/** FNV-1a: a short, stable name for a token, so the token itself is not copied into query keys. */
function tokenDigest(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The account of a session starting now: the member's username when it is known (a sign-in fetches
 * /api/user first; a reload has the kept userInfo), else a name derived from the token (a session
 * whose member is not yet known: a token kept without the member's info, e.g. stored before it or
 * after another tab's logout cleared localStorage, or a sign-in whose /api/user failed). Either way it stays until the session ends: a later /api/user answer changes
 * the userInfo, never the key, so nothing is copied or fetched twice. The ':' keeps the derived
 * name apart from every username (letters and digits).
 */
export function sessionAccount(token: string, userInfo: UserInfo | null): string {
  return userInfo?.username || `token:${tokenDigest(token)}`;
}

/**
 * The userInfo in localStorage is shared by every tab, the token is not: after another tab signed
 * in someone else, this tab's kept copy is theirs. It is this tab's only when this tab kept it.
 */
function keptUserInfo(token: string | null): UserInfo | null {
  const kept = readCache(storageKeys.userInfo, userInfoSchema);
  const owner = readTabValue(storageKeys.tabMember);
  if (!token || !kept || owner === null) return kept;
  return kept.username === owner ? kept : null;
}

function keepUserInfo(userInfo: UserInfo | null): void {
  writeCache(storageKeys.userInfo, userInfo);
  writeTabValue(storageKeys.tabMember, userInfo?.username ?? null);
}

function keptSession() {
  const token = getToken();
  const userInfo = keptUserInfo(token);
  return { token, userInfo, account: token ? sessionAccount(token, userInfo) : null };
}

export const useSession = create<SessionState>()((set) => ({
  ...keptSession(),
  appInfo: readCache(storageKeys.appInfo, appInfoSchema),
  startSession: (token, userInfo) => {
    setToken(token);
    keepUserInfo(userInfo);
    set({ token, userInfo, account: sessionAccount(token, userInfo) });
  },
  setToken: (token) => {
    setToken(token);
    // The same token again is the same session: its account stays.
    set((s) => ({
      token,
      account: !token ? null : token === s.token && s.account ? s.account : sessionAccount(token, s.userInfo),
    }));
  },
  setUserInfo: (userInfo) => {
    keepUserInfo(userInfo);
    set({ userInfo });
  },
  setAppInfo: (appInfo) => {
    writeCache(storageKeys.appInfo, appInfo);
    set({ appInfo });
  },
  reset: () => set({ token: null, account: null, userInfo: null }),
}));

/** Re-read storage into the store (tests, and after storage was cleared behind our back). */
export function hydrateSession(): void {
  useSession.setState({ ...keptSession(), appInfo: readCache(storageKeys.appInfo, appInfoSchema) });
}

export const useIsSignedIn = (): boolean => useSession((s) => s.token !== null);
