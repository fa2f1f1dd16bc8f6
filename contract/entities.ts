import { z } from 'zod/mini';
import { flag, integer, numeric } from './envelope';

/**
 * docs/product.md#what-the-app-keeps-and-shows entities as the API answers them, those the app's start-up reads or several
 * areas share: the site's settings, the member, the games and a URL answer. The entry builds them;
 * every other answer is described in the module of its calls (`*-calls.ts`), which only the screens
 * that use it load. Unknown extra fields are stripped, not rejected.
 */

export const appInfoSchema = z.object({
  title: z.string(),
  site_logo: z.nullish(z.string()),
  site_state: flag,
  index_modal: flag,
  webcontent: z.nullish(z.string()),
  redpacket_switch: flag,
  ios_download_url: z.nullish(z.string()),
  /** The site's permanent address (永久域名). */
  h5_url: z.nullish(z.string()),
  /** URL of a QR image of the app download link. */
  ios_download_qrcode: z.nullish(z.string()),
  /** What the family's clients show while site_state is 0 (an operator setting). */
  repair_tips: z.nullish(z.string()),
  /** Turnover owed before a withdrawal, as a multiple of deposits (an operator setting; 0 = none). */
  withdraw_turnover_multiple: z.nullish(numeric),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const userInfoSchema = z.object({
  username: z.string(),
  realname: z.nullish(z.string()),
  avatar: z.nullish(z.string()),
  birthday: z.nullish(z.string()),
  email: z.nullish(z.string()),
  mobile: z.nullish(z.string()),
  balance: numeric,
  usdtrate: z.nullish(numeric),
  /** VIP level, 1-based (1..10): the member's row in `uservip` is `[vip - 1]`. */
  vip: z.nullish(integer),
  /** 'VIP1'..'VIP10', the same level as `vip`. */
  current_vip: z.nullish(z.string()),
  paysum: z.nullish(numeric),
  /** Total turnover (stake of settled bets): with paysum, what the next VIP level asks. */
  flowsum: z.nullish(numeric),
  isagent: flag,
  transferstatus: flag,
  withdrawcashfee: z.nullish(numeric),
  withdrawfeeusdttrc: z.nullish(numeric),
  withdrawusdtrate: z.nullish(numeric),
  /** Sum of all venue wallets (the family's spelling), decimal string like `balance`. */
  gameblance: z.nullish(numeric),
  /** Whole days since registration (0 on the day of registration). */
  joinday: z.nullish(integer),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const gameCategories = ['sport', 'realbet', 'gaming', 'joker', 'concise', 'lottery'] as const;
export type GameCategory = (typeof gameCategories)[number];

export const gameSchema = z.object({
  category_id: z.string(),
  app_state: flag,
  platform_name: z.string(),
  game_code: z.nullish(z.string()),
  game_type: z.nullish(z.union([z.string(), z.number()])),
  name: z.nullish(z.string()),
  mobile_img: z.nullish(z.string()),
});
export type Game = z.infer<typeof gameSchema>;

export const urlAnswerSchema = z.object({ url: z.string() });
