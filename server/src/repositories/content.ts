import type { Db } from '../db/database';

/** Read-only site content: games, lobbies, banners, notices, articles, VIP levels. */

export interface GameRow {
  category_id: string;
  app_state: number;
  platform_name: string;
  game_code: string;
  game_type: string;
  name: string;
  mobile_img: string | null;
}

export function listGames(db: Db, category?: string): GameRow[] {
  const columns = 'category_id, app_state, platform_name, game_code, game_type, name, mobile_img';
  return category
    ? db
        .prepare<[string], GameRow>(`SELECT ${columns} FROM games WHERE category_id = ? ORDER BY sort, id`)
        .all(category)
    : db.prepare<[], GameRow>(`SELECT ${columns} FROM games ORDER BY id`).all();
}

export const platformExists = (db: Db, platform: string): boolean =>
  db
    .prepare<[string, string], { one: number }>(
      'SELECT 1 AS one FROM games WHERE platform_name = ? UNION SELECT 1 FROM lobby_games WHERE platform_name = ? LIMIT 1',
    )
    .get(platform, platform) !== undefined;

export const platformEnabled = (db: Db, platform: string): boolean =>
  db
    .prepare<[string], { one: number }>(
      'SELECT 1 AS one FROM games WHERE platform_name = ? AND app_state = 1 LIMIT 1',
    )
    .get(platform) !== undefined;

export const listLobbyGames = (db: Db, platform: string) =>
  db
    .prepare<
      [string],
      { gamename: string; gamecode: string; gamepic: string | null; catecode: string | null }
    >(
      'SELECT gamename, gamecode, gamepic, catecode FROM lobby_games WHERE platform_name = ? ORDER BY sort, id',
    )
    .all(platform);

export const listBanners = (db: Db, type: number) =>
  db
    .prepare<[number], { src: string; url: string | null }>(
      'SELECT src, url FROM banners WHERE type = ? ORDER BY sort, id',
    )
    .all(type);

export const listNoticeTexts = (db: Db): string[] =>
  db
    .prepare<[], { content: string }>('SELECT content FROM notices ORDER BY sort, id')
    .all()
    .map((row) => row.content);

export const findArticle = (db: Db, type: number) =>
  db
    .prepare<[number], { name: string; content: string }>('SELECT name, content FROM articles WHERE type = ?')
    .get(type);

export interface VipLevelRow {
  level: number;
  vipname: string;
  recharge_cents: number;
  flow_cents: number;
  realperson: string;
  sport: string;
  e_sport: string;
  joker: string;
  electron: string;
  lottery: string;
  fish: string;
}

export const listVipLevels = (db: Db) =>
  db.prepare<[], VipLevelRow>('SELECT * FROM vip_levels ORDER BY level').all();

/**
 * The names a member reads for a launch (the demo game page's title): the venue's, its category
 * (as a code), and a lobby game's when `code` is one. Lobby-only platforms have no venue.
 */
export function launchNames(db: Db, platform: string, code: string | null) {
  const venue = db
    .prepare<[string, string], { name: string; category_id: string }>(
      `SELECT COALESCE((SELECT name FROM venues WHERE platname = ?), name) AS name, category_id
         FROM games WHERE platform_name = ? ORDER BY sort, id LIMIT 1`,
    )
    .get(platform, platform);
  const game = code
    ? db
        .prepare<[string, string], { gamename: string }>(
          'SELECT gamename FROM lobby_games WHERE platform_name = ? AND gamecode = ? LIMIT 1',
        )
        .get(platform, code)
    : undefined;
  // A lobby game is an electronic game (docs/product.md#screens-and-routes: the lobbies hang off the 电子 tab).
  const category = venue?.category_id ?? (game ? 'concise' : null);
  return { venue: venue?.name ?? null, category, game: game?.gamename ?? null };
}
