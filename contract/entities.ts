import { z } from 'zod/mini';
import { flag, integer, numeric } from './envelope';
import { TURNOVER_CREDIT_KINDS } from './money-limits';

/** docs/product.md §3 entities as the API answers them. Unknown extra fields are stripped, not rejected. */

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

/** `pic` and `src` carry the same image URL (the family's clients read either). */
export const bannerSchema = z.object({
  src: z.string(),
  pic: z.nullish(z.string()),
  url: z.nullish(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const noticeItemSchema = z.object({
  title: z.string(),
  content: z.nullish(z.string()),
  created_at: z.string(),
});

export const authAnswerSchema = z.object({ api_token: z.string().check(z.minLength(1)) });

export const activityTypeSchema = z.object({ id: integer, name: z.string() });
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const activitySchema = z.object({
  id: integer,
  banner: z.nullish(z.string()),
  title: z.string(),
  content: z.nullish(z.string()),
  memo: z.nullish(z.string()),
  type: z.nullish(integer),
});

/** One VIP level; `uservip` answers them in order VIP1..VIP10 (index 0 = VIP1). */
export const vipLevelSchema = z.object({
  vipname: z.nullish(z.string()),
  recharge: numeric,
  flow: z.nullish(numeric),
  realperson: z.nullish(numeric),
  sport: z.nullish(numeric),
  e_sport: z.nullish(numeric),
  joker: z.nullish(numeric),
  electron: z.nullish(numeric),
  lottery: z.nullish(numeric),
  fish: z.nullish(numeric),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/**
 * One red-packet rule (the family's meaning): a cumulative deposit from `day_flow` to `flow_money`
 * (yuan) within start_time..end_time earns `recharge` draws. Bands never overlap.
 */
export const redPacketRuleSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
  /** Lower end of the cumulative-deposit band (yuan). */
  day_flow: z.nullish(numeric),
  /** Upper end of the cumulative-deposit band (yuan). */
  flow_money: z.nullish(numeric),
  /** Number of draws the band earns. */
  recharge: numeric,
});
export type RedPacketRule = z.infer<typeof redPacketRuleSchema>;

export const redPacketInfoSchema = z.object({
  sendnums: integer,
  acquirednum: integer,
  max_times: integer,
  rules: z.array(redPacketRuleSchema),
  /**
   * The draw window now or next (Beijing time, `YYYY-MM-DD HH:MM:SS`) and whether draws are open
   * now. Our server's addition, absent from the family's: the page can say when draws open before
   * a tap meets 活动尚未开始.
   */
  window_from: z.nullish(z.string()),
  window_to: z.nullish(z.string()),
  window_open: z.nullish(z.boolean()),
});

/** A bound bank card (type 1) or USDT address (type 2; bank is "USDT", bank_owner the protocol). */
export const bindingSchema = z.object({
  id: integer,
  bank: z.string(),
  bank_address: z.nullish(z.string()),
  bank_no: z.string(),
  bank_owner: z.string(),
  /** Logo of the bank (or of USDT) as an image URL. */
  ico: z.nullish(z.string()),
});
export type Binding = z.infer<typeof bindingSchema>;

export const bankSchema = z.object({ bank_name: z.string(), ico: z.nullish(z.string()) });

export const payWaySchema = z.object({
  card: flag,
  usdt: flag,
  wechat: flag,
  alipay: flag,
  rengong: z.optional(flag),
});
export type PayWay = z.infer<typeof payWaySchema>;

export const payRangeSchema = z.object({ min_price: numeric, max_price: numeric });

export const receivingAccountSchema = z.object({
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.nullish(z.string()),
  bank_data: z.nullish(z.object({ bank_name: z.string() })),
});

/**
 * Pay info of a deposit order. `channel` is bankpay | wxpay | alipay | usdtpay; `cardlist` is the
 * receiving account or wallet for every pay type: `mch_id` the account number, wallet account or
 * USDT address, `content` the bank and holder or the USDT protocol, `payimg` a QR image URL.
 */
export const payInfoSchema = z.object({
  deposit_no: z.string(),
  channel: z.nullish(z.string()),
  info: z.object({
    amount: numeric,
    created_at: z.string(),
    paytype: z.string(),
    /** The reference server's extras (other back ends may omit them): 1 待审核, 2 审核通过, 3 审核拒绝… */
    state: z.optional(integer),
    /** …and the rate a USDT order was made at. */
    usdtrate: z.nullish(numeric),
  }),
  cardlist: z.nullish(
    z.object({ mch_id: z.string(), content: z.nullish(z.string()), payimg: z.nullish(z.string()) }),
  ),
});

export const venueWalletSchema = z.object({
  platname: z.string(),
  name: z.string(),
  balance: numeric,
});
export type VenueWallet = z.infer<typeof venueWalletSchema>;

export const betRecordSchema = z.object({
  bet_id: z.union([z.string(), z.number()]),
  bet_amount: numeric,
  win_loss: numeric,
  Code: z.nullish(z.string()),
  status: integer,
  created_at: z.string(),
  /** The venue (the reference server answers both; the family's servers may not). */
  platname: z.nullish(z.string()),
  name: z.nullish(z.string()),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const transRecordSchema = z.object({
  out_trade_no: z.nullish(z.string()),
  amount: numeric,
  pay_way: z.nullish(z.string()),
  state: integer,
  created_at: z.string(),
});
export type TransRecord = z.infer<typeof transRecordSchema>;

export const rebateRowSchema = z.object({
  gamename: z.string(),
  money: numeric,
  created_at: z.string(),
  updated_at: z.nullish(z.string()),
  state: integer,
});
export type RebateRow = z.infer<typeof rebateRowSchema>;

export const activityApplySchema = z.object({
  activity_name: z.string(),
  created_at: z.string(),
  state: integer,
});
export type ActivityApply = z.infer<typeof activityApplySchema>;

export const redPacketRecordSchema = z.object({
  money: numeric,
  redpacketmoney: numeric,
  created_at: z.string(),
  usetime: z.nullish(z.string()),
});

export const articleSchema = z.object({ name: z.string(), content: z.nullish(z.string()) });

export const lobbyGameSchema = z.object({
  gamename: z.string(),
  gamecode: z.string(),
  gamepic: z.nullish(z.string()),
  /** The platform code that launches the game (`getGameUrl` `plat_name`), e.g. 'obgdy'. */
  catecode: z.nullish(z.string()),
});

export const urlAnswerSchema = z.object({ url: z.string() });

/**
 * Why turnover is owed (our own field beside getBetAmount's `bet_amount`; the family's clients ignore
 * it, and its other back ends do not send it): the credits since the requirement was last met, each
 * with the turnover it added, and what settled bets have paid of them so far.
 */
export const turnoverDetailSchema = z.object({
  multiple: numeric,
  done: numeric,
  credits: z.array(
    z.object({
      kind: z.enum(TURNOVER_CREDIT_KINDS),
      amount: numeric,
      required: numeric,
      created_at: z.string(),
    }),
  ),
});
export type TurnoverDetail = z.infer<typeof turnoverDetailSchema>;
