import type { ActivityType } from '@contract/promotion-calls';
import { isApiError } from '@/lib/http/errors';

/** Tab of the promotions overlay: 'all' or an activity type id (as a string, antd-mobile keys). */
export const ALL_TAB = 'all';
export const ALL_TAB_TITLE = '全部活动';

export const promotionTexts = {
  title: '优惠活动',
  close: '关闭',
  detailTitle: '活动详情',
  apply: '报名参与',
  applied: '已报名',
  loginThenApply: '登录后报名',
  memo: '活动说明',
  notFound: '活动不存在',
  backToList: '查看全部活动',
} as const;

export interface PromotionTab {
  key: string;
  title: string;
}

/** "全部活动" first, then one tab per activity type in the server's order (docs/product.md#screens-and-routes). */
export function promotionTabs(types: readonly ActivityType[] | undefined): PromotionTab[] {
  return [
    { key: ALL_TAB, title: ALL_TAB_TITLE },
    ...(types ?? []).map((t) => ({ key: String(t.id), title: t.name })),
  ];
}

/** The `type` of activitylist for a tab: none for "all", the type id otherwise. */
export function listTypeOf(tabKey: string): number | undefined {
  if (tabKey === ALL_TAB) return undefined;
  const n = Number(tabKey);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * docs/product.md#screens-and-routes: selecting a different tab reloads the list; selecting the same tab does nothing.
 * Returns the tab to switch to, or null when nothing should happen.
 */
export function nextTab(current: string, selected: string): string | null {
  return selected === current ? null : selected;
}

/** `?id=` of /activityInfo as a positive integer, or null. */
export function parseActivityId(search: string | URLSearchParams): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('id');
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function activityInfoPath(id: number): string {
  return `/activityInfo?id=${id}`;
}

/**
 * An unknown promotion: no usable id, or the server answered the detail with a business code
 * (202 活动不存在). Asking again cannot help, so the screen offers a way back instead of a retry.
 */
export function isUnknownPromotion(id: number | null, error: unknown): boolean {
  return id === null || (isApiError(error) && error.kind === 'business');
}
