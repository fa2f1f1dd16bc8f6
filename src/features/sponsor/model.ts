import { messages } from '@/config/messages';
import { paths } from '@/config/paths';

export const sponsorTexts = {
  download: '下载',
  service: '在线客服',
  login: '登录',
  carousel: '赞助商轮播',
  liveTitle: '真人视讯',
  liveSubtitle: 'AG旗舰厅 · 美女荷官 24小时在线',
  enter: '立即游戏',
} as const;

/** The game platform the live-casino panel opens (spec §2). */
export const LIVE_CASINO_PLATFORM = 'ag';

/** The sponsor carousel's banner type in bannerList (home uses 2). */
export const SPONSOR_BANNER_TYPE = 3;
/** When type 3 answers nothing the landing shows the home banners (type 2) instead. */
export const FALLBACK_BANNER_TYPE = 2;

/** /gamePage?name=<platform>&type=<game type>&code=<game code> (spec §2 /gamePage). */
export function gamePagePath(name: string, type: string | number = 0, code = ''): string {
  const q = new URLSearchParams({ name, type: String(type), code });
  return `${paths.gamePage}?${q.toString()}`;
}

export type OpenGame = { kind: 'go'; to: string } | { kind: 'toast'; message: string };

/** Opening a game: members go to the game page, guests see '请登录！' (spec §2). */
export function openLiveCasino(signedIn: boolean): OpenGame {
  return signedIn ? { kind: 'go', to: gamePagePath(LIVE_CASINO_PLATFORM) } : { kind: 'toast', message: messages.pleaseLogin };
}
