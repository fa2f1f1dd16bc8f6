import { paths } from '@/config/paths';
import { safeExternalUrl } from '@/lib/safe-url';

/**
 * What /gamePage frames (docs/product.md#screens-and-routes): dailiD=1 the agent login URL, dailiD=2 the service URL, app=1
 * the app download URL, otherwise the game named by name/type/code.
 */
export type FrameSource =
  | { kind: 'agent' }
  | { kind: 'service' }
  | { kind: 'app' }
  | { kind: 'game'; plat_name: string; game_type: string; game_code: string | undefined }
  | { kind: 'none' };

export function frameSourceFromQuery(search: string): FrameSource {
  const q = new URLSearchParams(search);
  if (q.get('dailiD') === '1') return { kind: 'agent' };
  if (q.get('dailiD') === '2') return { kind: 'service' };
  if (q.get('app') === '1') return { kind: 'app' };
  const name = q.get('name')?.trim();
  if (!name) return { kind: 'none' };
  return {
    kind: 'game',
    plat_name: name,
    game_type: q.get('type')?.trim() || '0',
    game_code: q.get('code')?.trim() || undefined,
  };
}

/** The getGameUrl body of docs/product.md#calls: game_type defaults to 0, always the mobile URL. */
export function gameUrlRequest(source: Extract<FrameSource, { kind: 'game' }>) {
  return {
    plat_name: source.plat_name,
    game_type: source.game_type,
    ...(source.game_code ? { game_code: source.game_code } : {}),
    is_mobile_url: 1,
  };
}

/**
 * Only http(s) is ever framed (docs/architecture.md, "Server HTML and URLs pass one gate"); relative answers
 * resolve against the page.
 */
export function frameableUrl(raw: unknown, pageHref: string = window.location.href): string | null {
  return safeExternalUrl(raw, pageHref);
}

export const frameTitles: Record<FrameSource['kind'], string> = {
  agent: '代理登录',
  service: '在线客服',
  app: 'APP下载',
  game: '游戏',
  none: '游戏',
};

/** `/gamePage?name=&code=&type=` for a lobby game. */
export function gamePagePath(game: {
  name: string;
  code?: string | null;
  type?: string | number | null;
}): string {
  const q = new URLSearchParams({ name: game.name });
  if (game.code) q.set('code', game.code);
  q.set('type', game.type === undefined || game.type === null || game.type === '' ? '0' : String(game.type));
  return `${paths.gamePage}?${q.toString()}`;
}

/** Even tile grids: a placeholder pads an odd count (docs/product.md#screens-and-routes). */
export function placeholderCount(count: number, columns = 2): number {
  return count % columns === 0 ? 0 : columns - (count % columns);
}
