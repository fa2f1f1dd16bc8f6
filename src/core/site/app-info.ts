import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { calls } from '@contract/calls';
import type { AppInfo } from '@contract/entities';
import { request } from '@/lib/http/client';
import { useSession } from '@/core/session/store';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from './query-keys';

export const appInfoKey = siteKeyFactory('appInfo');

/** POST /api/app → appInfo, written through to the localStorage cache (docs/product.md#what-the-app-keeps-and-shows). */
export async function fetchAppInfo(): Promise<AppInfo> {
  const info = await request(calls.app, {}, { toast: 'none' });
  useSession.getState().setAppInfo(info);
  return info;
}

/** appInfo: the cached copy renders at once; the server's answer replaces it. */
export function useAppInfo() {
  const cached = useSession((s) => s.appInfo);
  const query = useQuery({
    queryKey: appInfoKey(),
    queryFn: fetchAppInfo,
    staleTime: freshness.site,
  });
  return { ...query, appInfo: query.data ?? cached };
}

/** site_state 0 = maintenance (docs/product.md#who-it-is-for). Unknown (first visit, call failed) is not maintenance. */
export function isMaintenance(appInfo: AppInfo | null | undefined): boolean {
  return appInfo?.site_state === 0;
}

/** The browser tab shows the site's title (appInfo.title) once known; index.html's is the fallback. */
export function useDocumentTitle(appInfo: AppInfo | null | undefined): void {
  const title = appInfo?.title.trim();
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
