import { z } from 'zod';
import { flag, numeric } from './envelope';

/** Spec §3 entities as the API answers them. Unknown extra fields are stripped, not rejected. */

export const appInfoSchema = z.object({
  title: z.string(),
  site_logo: z.string().nullish(),
  site_state: flag,
  index_modal: flag,
  webcontent: z.string().nullish(),
  redpacket_switch: flag,
  ios_download_url: z.string().nullish(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const userInfoSchema = z.object({
  username: z.string(),
  realname: z.string().nullish(),
  avatar: z.string().nullish(),
  birthday: z.string().nullish(),
  email: z.string().nullish(),
  mobile: z.string().nullish(),
  balance: numeric,
  usdtrate: numeric.nullish(),
  vip: z.coerce.number().int().nullish(),
  current_vip: z.string().nullish(),
  paysum: numeric.nullish(),
  isagent: flag,
  transferstatus: flag,
  withdrawcashfee: numeric.nullish(),
  withdrawfeeusdttrc: numeric.nullish(),
  withdrawusdtrate: numeric.nullish(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const gameCategories = ['sport', 'realbet', 'gaming', 'joker', 'concise', 'lottery'] as const;
export type GameCategory = (typeof gameCategories)[number];

export const gameSchema = z.object({
  category_id: z.string(),
  app_state: flag,
  platform_name: z.string(),
  game_code: z.string().nullish(),
  game_type: z.union([z.string(), z.number()]).nullish(),
  name: z.string().nullish(),
  mobile_img: z.string().nullish(),
});
export type Game = z.infer<typeof gameSchema>;

export const bannerSchema = z.object({ src: z.string(), url: z.string().nullish() });
export type Banner = z.infer<typeof bannerSchema>;

export const noticeItemSchema = z.object({
  title: z.string(),
  content: z.string().nullish(),
  created_at: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

export const authAnswerSchema = z.object({ api_token: z.string().min(1) });

export const activityTypeSchema = z.object({ id: z.coerce.number().int(), name: z.string() });
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const activitySchema = z.object({
  id: z.coerce.number().int(),
  banner: z.string().nullish(),
  title: z.string(),
  content: z.string().nullish(),
  memo: z.string().nullish(),
  type: z.coerce.number().int().nullish(),
});
export type Activity = z.infer<typeof activitySchema>;

export const vipLevelSchema = z.object({
  vipname: z.string().nullish(),
  recharge: numeric,
  flow: numeric.nullish(),
  realperson: numeric.nullish(),
  sport: numeric.nullish(),
  e_sport: numeric.nullish(),
  joker: numeric.nullish(),
  electron: numeric.nullish(),
  lottery: numeric.nullish(),
  fish: numeric.nullish(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const redPacketRuleSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
  day_flow: numeric.nullish(),
  flow_money: numeric.nullish(),
  recharge: numeric,
});
export type RedPacketRule = z.infer<typeof redPacketRuleSchema>;

export const redPacketInfoSchema = z.object({
  sendnums: z.coerce.number().int(),
  acquirednum: z.coerce.number().int(),
  max_times: z.coerce.number().int(),
  rules: z.array(redPacketRuleSchema),
});
export type RedPacketInfo = z.infer<typeof redPacketInfoSchema>;

/** A bound bank card (type 1) or USDT address (type 2; bank is "USDT", bank_owner the protocol). */
export const bindingSchema = z.object({
  id: z.coerce.number().int(),
  bank: z.string(),
  bank_address: z.string().nullish(),
  bank_no: z.string(),
  bank_owner: z.string(),
});
export type Binding = z.infer<typeof bindingSchema>;

export const bankSchema = z.object({ bank_name: z.string() });

export const payWaySchema = z.object({
  card: flag,
  usdt: flag,
  wechat: flag,
  alipay: flag,
  rengong: flag.optional(),
});
export type PayWay = z.infer<typeof payWaySchema>;

export const payRangeSchema = z.object({ min_price: numeric, max_price: numeric });

export const receivingAccountSchema = z.object({
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string().nullish(),
  bank_data: z.object({ bank_name: z.string() }).nullish(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

export const payInfoSchema = z.object({
  deposit_no: z.string(),
  info: z.object({ amount: numeric, created_at: z.string(), paytype: z.string() }),
  cardlist: z
    .object({ mch_id: z.string(), content: z.string().nullish(), payimg: z.string().nullish() })
    .nullish(),
});
export type PayInfo = z.infer<typeof payInfoSchema>;

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
  Code: z.string().nullish(),
  status: z.coerce.number().int(),
  created_at: z.string(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const transRecordSchema = z.object({
  out_trade_no: z.string().nullish(),
  amount: numeric,
  pay_way: z.string().nullish(),
  state: z.coerce.number().int(),
  created_at: z.string(),
});
export type TransRecord = z.infer<typeof transRecordSchema>;

export const rebateRowSchema = z.object({
  gamename: z.string(),
  money: numeric,
  created_at: z.string(),
  updated_at: z.string().nullish(),
  state: z.coerce.number().int(),
});
export type RebateRow = z.infer<typeof rebateRowSchema>;

export const activityApplySchema = z.object({
  activity_name: z.string(),
  created_at: z.string(),
  state: z.coerce.number().int(),
});
export type ActivityApply = z.infer<typeof activityApplySchema>;

export const redPacketRecordSchema = z.object({
  money: numeric,
  redpacketmoney: numeric,
  created_at: z.string(),
  usetime: z.string().nullish(),
});
export type RedPacketRecord = z.infer<typeof redPacketRecordSchema>;

export const articleSchema = z.object({ name: z.string(), content: z.string().nullish() });
export type Article = z.infer<typeof articleSchema>;

export const lobbyGameSchema = z.object({
  gamename: z.string(),
  gamecode: z.string(),
  gamepic: z.string().nullish(),
  catecode: z.string().nullish(),
});
export type LobbyGame = z.infer<typeof lobbyGameSchema>;

export const urlAnswerSchema = z.object({ url: z.string() });
