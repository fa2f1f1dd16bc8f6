import { describe, expect, it } from 'vitest';
import {
  gameLaunchPath,
  gameTabs,
  paddingTiles,
  showRedPacket,
  showWelcome,
  sideMenuEntries,
  welcomeMutedToday,
  deviceDay,
  type SideMenuContext,
} from './model';

const keys = (ctx: SideMenuContext) => sideMenuEntries(ctx).map((e) => e.key);

/**
 * A signed-in member's menu: the agent entry depends on the member's agent flag (none while it is
 * unknown), 返回首页 stands only off the home screen, 退出登录 ends the list.
 */
const memberMenu = ({ agentEntry, homeEntry }: { agentEntry: string[]; homeEntry: string[] }) => [
  'kefu',
  'message',
  'notices',
  ...agentEntry,
  'agentLogin',
  'betRecord',
  'password',
  'app',
  'contact',
  'faq',
  'about',
  ...homeEntry,
  'logout',
];

describe('side menu visibility (docs/product.md#screens-and-routes)', () => {
  it.each<[string, SideMenuContext, string[]]>([
    [
      'guest on home',
      { signedIn: false, isagent: null, onHome: true },
      ['kefu', 'notices', 'agentLogin', 'app', 'contact', 'faq', 'about'],
    ],
    [
      'guest elsewhere',
      { signedIn: false, isagent: null, onHome: false },
      ['kefu', 'notices', 'agentLogin', 'app', 'contact', 'faq', 'about', 'home'],
    ],
    [
      'member, not an agent',
      { signedIn: true, isagent: 0, onHome: true },
      memberMenu({ agentEntry: ['applyagent'], homeEntry: [] }),
    ],
    [
      'member who is an agent',
      { signedIn: true, isagent: 1, onHome: true },
      memberMenu({ agentEntry: ['agentCentre'], homeEntry: [] }),
    ],
    [
      'member whose info is not loaded yet',
      { signedIn: true, isagent: null, onHome: false },
      memberMenu({ agentEntry: [], homeEntry: ['home'] }),
    ],
  ])('%s', (_, ctx, expected) => {
    expect(keys(ctx)).toEqual(expected);
  });

  it('links go where docs/product.md says', () => {
    const entries = Object.fromEntries(
      sideMenuEntries({ signedIn: true, isagent: 0, onHome: false }).map((e) => [e.key, e.action]),
    );
    expect(entries).toMatchObject({
      kefu: { type: 'go', to: '/kefu' },
      message: { type: 'go', to: '/message' },
      notices: { type: 'notices' },
      applyagent: { type: 'go', to: '/applyagent' },
      agentLogin: { type: 'go', to: '/gamePage?dailiD=1' },
      betRecord: { type: 'go', to: '/betRecord' },
      password: { type: 'go', to: '/password?type=1' },
      app: { type: 'go', to: '/app' },
      contact: { type: 'go', to: '/boutBallBetInfo?type=4' },
      faq: { type: 'go', to: '/boutBallBetInfo?type=1' },
      about: { type: 'go', to: '/boutBallBetInfo?type=7' },
      home: { type: 'go', to: '/' },
      logout: { type: 'logout' },
    });
  });
});

describe('home rules', () => {
  it.each([
    [1, '/', true],
    [0, '/', false],
    [1, '/activity', false],
    [undefined, '/', false],
  ])('welcome dialog: index_modal %j on %s → %s', (flag, path, shown) => {
    expect(showWelcome(flag, path)).toBe(shown);
  });

  it.each([
    [1, true],
    [0, false],
    [undefined, false],
  ])('red packet: redpacket_switch %j → %s', (flag, shown) => {
    expect(showRedPacket(flag)).toBe(shown);
  });

  it('six tabs in docs/product.md’s order', () => {
    expect(gameTabs.map((t) => [t.index, t.category])).toEqual([
      [0, 'sport'],
      [1, 'realbet'],
      [2, 'gaming'],
      [3, 'joker'],
      [4, 'concise'],
      [5, 'lottery'],
    ]);
  });

  it.each([
    [{ platform_name: 'ag', game_code: 'live', game_type: '0' }, '/gamePage?name=ag&code=live&type=0'],
    [{ platform_name: 'kx', game_code: '0', game_type: null }, '/gamePage?name=kx&code=0&type=0'],
    [{ platform_name: 'obgcp', game_code: null, game_type: 3 }, '/gamePage?name=obgcp&type=3'],
  ])('launch path of %j', (game, path) => {
    expect(gameLaunchPath(game)).toBe(path);
  });

  it.each([
    [0, 0],
    [3, 1],
    [4, 0],
    [5, 1],
  ])('%i tiles → %i placeholder', (n, pad) => {
    expect(paddingTiles(n)).toBe(pad);
  });
});

describe('今日不再提示 (remembered for the device’s day)', () => {
  const at = (text: string) => new Date(text);
  it.each<[string, string | null, Date, boolean]>([
    ['never chosen', null, at('2026-11-27T09:00:00'), false],
    ['chosen today', '2026-11-27', at('2026-11-27T23:59:59'), true],
    ['chosen yesterday', '2026-11-26', at('2026-11-27T00:00:01'), false],
    ['a kept value that is no day', 'yes', at('2026-11-27T09:00:00'), false],
  ])('%s', (_, mutedOn, now, muted) => {
    expect(welcomeMutedToday(mutedOn, now)).toBe(muted);
  });

  it('names the device’s local day, zero-padded', () => {
    expect(deviceDay(at('2026-03-05T00:30:00'))).toBe('2026-03-05');
  });
});
