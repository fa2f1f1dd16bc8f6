import { gameCategories, type Game, type GameCategory } from '@contract/entities';
import { gameCategoryNames } from '@contract/game-category-names';
import { paths } from '@/config/paths';

/** docs/product.md#validation-rules login-required confirm ("exciting content awaits, log in now"). */
export const loginRequiredPrompt = '精彩内容等你来，立即登录吧！';

/** The electronic tab's fixed entry (docs/product.md#screens-and-routes). */
export const CONCISE_ENTRY_PLATFORM = 'obgdy';
export const conciseEntryPath = `${paths.concise}?type=${CONCISE_ENTRY_PLATFORM}`;

/** The six game tabs of docs/product.md#screens-and-routes, in their index order 0-5 (the contract lists the categories so). */
export const gameTabs: readonly { index: number; category: GameCategory; label: string }[] =
  gameCategories.map((category, index) => ({ index, category, label: gameCategoryNames[category] }));

/** `/gamePage?name=&code=&type=` for a home tile: type defaults to 0 (docs/product.md#calls game_type). */
export function gameLaunchPath(game: Pick<Game, 'platform_name' | 'game_code' | 'game_type'>): string {
  const q = new URLSearchParams({ name: game.platform_name });
  if (game.game_code) q.set('code', game.game_code);
  const type = game.game_type;
  q.set('type', type === undefined || type === null || type === '' ? '0' : String(type));
  return `${paths.gamePage}?${q.toString()}`;
}

/** Two tiles per row: a placeholder pads an odd count. */
export function paddingTiles(count: number): number {
  return count % 2;
}

/** Signed-in panel shortcuts (docs/product.md#screens-and-routes). */
export const memberShortcuts = [
  { key: 'recharge', label: '存款', to: paths.recharge },
  { key: 'withdrawal', label: '取款', to: paths.withdrawal },
  { key: 'transfer', label: '转账', to: paths.transfer },
  { key: 'betRecord', label: '投注记录', to: paths.betRecord },
] as const;
export type MemberShortcutKey = (typeof memberShortcuts)[number]['key'];

export type SideMenuAction = { type: 'go'; to: string } | { type: 'notices' } | { type: 'logout' };

export interface SideMenuEntry {
  key: string;
  label: string;
  action: SideMenuAction;
}

export interface SideMenuContext {
  signedIn: boolean;
  /** userInfo.isagent; unknown counts as not an agent only once it is known (null hides the entry). */
  isagent: number | null;
  onHome: boolean;
}

interface EntryDef extends SideMenuEntry {
  visible: (ctx: SideMenuContext) => boolean;
}

const always = () => true;
const member = (ctx: SideMenuContext) => ctx.signedIn;

/** docs/product.md#screens-and-routes side menu, in docs/product.md's order, each with its visibility rule. */
const sideMenuDefs: readonly EntryDef[] = [
  { key: 'kefu', label: '在线客服', action: { type: 'go', to: paths.kefu }, visible: always },
  { key: 'message', label: '消息中心', action: { type: 'go', to: paths.message }, visible: member },
  { key: 'notices', label: '最新公告', action: { type: 'notices' }, visible: always },
  {
    key: 'applyagent',
    label: '代理注册',
    action: { type: 'go', to: paths.applyagent },
    visible: (ctx) => ctx.signedIn && ctx.isagent === 0,
  },
  {
    key: 'agentCentre',
    label: '代理中心',
    action: { type: 'go', to: paths.agent },
    visible: (ctx) => ctx.signedIn && ctx.isagent === 1,
  },
  {
    key: 'agentLogin',
    label: '代理登录',
    action: { type: 'go', to: `${paths.gamePage}?dailiD=1` },
    visible: always,
  },
  { key: 'betRecord', label: '投注记录', action: { type: 'go', to: paths.betRecord }, visible: member },
  {
    key: 'password',
    label: '修改密码',
    action: { type: 'go', to: `${paths.password}?type=1` },
    visible: member,
  },
  { key: 'app', label: 'APP下载', action: { type: 'go', to: paths.app }, visible: always },
  {
    key: 'contact',
    label: '联系我们',
    action: { type: 'go', to: `${paths.boutBallBetInfo}?type=4` },
    visible: always,
  },
  {
    key: 'faq',
    label: '常见问题',
    action: { type: 'go', to: `${paths.boutBallBetInfo}?type=1` },
    visible: always,
  },
  {
    key: 'about',
    label: '关于我们',
    action: { type: 'go', to: `${paths.boutBallBetInfo}?type=7` },
    visible: always,
  },
  { key: 'home', label: '返回首页', action: { type: 'go', to: paths.home }, visible: (ctx) => !ctx.onHome },
  { key: 'logout', label: '退出登录', action: { type: 'logout' }, visible: member },
];

export function sideMenuEntries(ctx: SideMenuContext): SideMenuEntry[] {
  return sideMenuDefs.filter((d) => d.visible(ctx)).map(({ key, label, action }) => ({ key, label, action }));
}

/** The welcome dialog shows only when index_modal is 1 and the route is / (docs/product.md#screens-and-routes). */
export function showWelcome(indexModal: number | undefined, pathname: string): boolean {
  return indexModal === 1 && pathname === paths.home;
}

/** The device's calendar day, YYYY-MM-DD: what 今日不再提示 remembers. */
export function deviceDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 今日不再提示 was chosen on this device today (a day kept from yesterday no longer mutes). */
export function welcomeMutedToday(mutedOn: string | null, now: Date): boolean {
  return mutedOn === deviceDay(now);
}

/** The floating red packet shows only when redpacket_switch is 1 (docs/product.md#screens-and-routes). */
export function showRedPacket(redpacketSwitch: number | undefined): boolean {
  return redpacketSwitch === 1;
}
