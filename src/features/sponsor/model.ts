import { messages } from '@/config/messages';
import { paths } from '@/config/paths';

export const sponsorTexts = {
  download: '下载',
  service: '在线客服',
  login: '登录',
  carousel: '赞助商轮播',
  liveTitle: '真人视讯',
  liveSubtitle: 'AG旗舰厅 · 美女荷官 24小时在线',
  liveBadge: 'LIVE',
  enter: '立即游戏',
  venuesTitle: '热门场馆',
  venues: '场馆',
  pledgeTitle: '品牌保障',
  ctaTitle: '随时随地 畅享赛事',
  ctaText: '下载APP，比分、直播与存取款一手掌握',
  ctaDownload: '下载APP',
  ctaService: '联系客服',
  footer: '理性娱乐 · 未满18周岁禁止参与',
} as const;

/** The brand pledges under the carousel (static copy of this landing page). */
export const sponsorPledges = [
  { key: 'official', title: '官方赞助', text: '携手顶级赛事 品牌实力见证' },
  { key: 'safe', title: '资金安全', text: '多重加密 账户资金全程保障' },
  { key: 'fast', title: '极速存取', text: '存款秒到 取款快速审核' },
  { key: 'service', title: '全天客服', text: '7×24小时 专属客服在线' },
] as const;

export type SponsorPledge = (typeof sponsorPledges)[number];

/** The game platform the live-casino panel opens (docs/product.md#screens-and-routes). */
export const LIVE_CASINO_PLATFORM = 'ag';

/** The sponsor carousel's banner type in bannerList (home uses 2). */
export const SPONSOR_BANNER_TYPE = 3;
/** When type 3 answers nothing the landing shows the home banners (type 2) instead. */
export const FALLBACK_BANNER_TYPE = 2;

/** /gamePage?name=<platform>&type=<game type>&code=<game code> (docs/product.md#screens-and-routes /gamePage). */
export function gamePagePath(name: string, type: string | number = 0, code = ''): string {
  const q = new URLSearchParams({ name, type: String(type), code });
  return `${paths.gamePage}?${q.toString()}`;
}

export type OpenGame = { kind: 'go'; to: string } | { kind: 'toast'; message: string };

/** Opening a game: members go to the game page, guests see '请登录！' (docs/product.md#screens-and-routes). */
export function openLiveCasino(signedIn: boolean): OpenGame {
  return signedIn
    ? { kind: 'go', to: gamePagePath(LIVE_CASINO_PLATFORM) }
    : { kind: 'toast', message: messages.pleaseLogin };
}

/**
 * The landing page's showcase: the first venue of each category in docs/product.md's tab order, at most
 * `max`, skipping the live-casino platform (it has its own panel).
 */
export function showcaseVenues<G extends { platform_name: string }>(
  lists: Record<string, readonly G[]> | undefined,
  order: readonly string[],
  max = 4,
): G[] {
  if (!lists) return [];
  const picked: G[] = [];
  for (const category of order) {
    const venue = (lists[category] ?? []).find((g) => g.platform_name !== LIVE_CASINO_PLATFORM);
    if (venue) picked.push(venue);
    if (picked.length === max) break;
  }
  return picked;
}

/** The showcase's category order and labels (the home tabs' names, docs/product.md#screens-and-routes). */
export const showcaseCategories = [
  { category: 'sport', label: '体育' },
  { category: 'gaming', label: '电竞' },
  { category: 'joker', label: '棋牌' },
  { category: 'concise', label: '电子' },
  { category: 'lottery', label: '彩票' },
] as const;

/** A showcased venue: members open its game page, guests see '请登录！' (docs/product.md#screens-and-routes). */
export function openVenue(
  signedIn: boolean,
  game: { platform_name: string; game_type?: string | number | null; game_code?: string | null },
): OpenGame {
  if (!signedIn) return { kind: 'toast', message: messages.pleaseLogin };
  const type =
    game.game_type === null || game.game_type === undefined || game.game_type === '' ? 0 : game.game_type;
  return { kind: 'go', to: gamePagePath(game.platform_name, type, game.game_code ?? '') };
}
