import { paths } from '@/config/paths';

export const helpTexts = {
  title: '帮助中心',
  service: '在线客服',
  serviceHint: '7×24 小时在线，随时为您解答',
  footer: '如有疑问，请联系在线客服',
  unknown: '暂无该帮助内容',
} as const;

/** The article menu of docs/product.md /boutBallBet, in its order: [type, title]. */
export const helpArticles = [
  { type: 7, title: '关于我们' },
  { type: 1, title: '常见问题' },
  { type: 2, title: '隐私政策' },
  { type: 3, title: '免责说明' },
  { type: 4, title: '联系我们' },
  { type: 5, title: '代理加盟' },
  { type: 8, title: '博彩责任' },
] as const;

export type ArticleType = (typeof helpArticles)[number]['type'];

/** `?type=N` of /boutBallBetInfo when N is one of the menu's articles, else null. */
export function articleTypeOf(search: string): ArticleType | null {
  const raw = new URLSearchParams(search).get('type');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const type = Number(raw);
  return helpArticles.find((a) => a.type === type)?.type ?? null;
}

/** The title of an article type (the screen's title bar). */
export function articleTitle(type: ArticleType | null): string {
  return helpArticles.find((a) => a.type === type)?.title ?? helpTexts.title;
}

export const articlePath = (type: ArticleType) => `${paths.boutBallBetInfo}?type=${type}`;
