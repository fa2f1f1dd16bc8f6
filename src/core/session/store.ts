import { create } from 'zustand';
import { appInfoSchema, userInfoSchema, type AppInfo, type UserInfo } from '@contract/entities';
import { getToken, readCache, setToken, storageKeys, writeCache } from '@/lib/storage';

/**
 * The one client-state store (house rule 3): the token (sessionStorage) and the cached appInfo and
 * userInfo (localStorage) of docs/product.md §3. Everything else the server knows lives in TanStack Query.
 * Setters write through to storage so a reload starts from the same state.
 */
export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  appInfo: AppInfo | null;
  setToken: (token: string | null) => void;
  setUserInfo: (userInfo: UserInfo | null) => void;
  setAppInfo: (appInfo: AppInfo | null) => void;
  /** Back to a guest; storage is cleared separately (logout clears all of it). */
  reset: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  token: getToken(),
  userInfo: readCache(storageKeys.userInfo, userInfoSchema),
  appInfo: readCache(storageKeys.appInfo, appInfoSchema),
  setToken: (token) => {
    setToken(token);
    set({ token });
  },
  setUserInfo: (userInfo) => {
    writeCache(storageKeys.userInfo, userInfo);
    set({ userInfo });
  },
  setAppInfo: (appInfo) => {
    writeCache(storageKeys.appInfo, appInfo);
    set({ appInfo });
  },
  reset: () => set({ token: null, userInfo: null }),
}));

/** Re-read storage into the store (tests, and after storage was cleared behind our back). */
export function hydrateSession(): void {
  useSession.setState({
    token: getToken(),
    userInfo: readCache(storageKeys.userInfo, userInfoSchema),
    appInfo: readCache(storageKeys.appInfo, appInfoSchema),
  });
}

export const useIsSignedIn = (): boolean => useSession((s) => s.token !== null);
