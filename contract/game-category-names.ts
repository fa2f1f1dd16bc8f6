import type { GameCategory } from './entities';

/**
 * What a member reads for each game category (home's tabs, the demo game page): never the code.
 * A file of its own so the names load with the screens that show them, not with every route.
 */
export const gameCategoryNames: Record<GameCategory, string> = {
  sport: '体育',
  realbet: '真人视讯',
  gaming: '电竞',
  joker: '棋牌',
  concise: '电子',
  lottery: '彩票',
};
