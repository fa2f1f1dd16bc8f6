import { useLayoutEffect, useMemo } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { setNavigator } from '@/lib/navigation';
import { barOf } from './bars';
import { Shell } from './layouts/shell';
import { keepPerPath, keepPerType, RouteTableContext, type RouteHandle } from './route-handle';
import { layoutScreen, screen } from './screen';

/*
 * THE route table (docs/product.md#screens-and-routes). A route enters when its screen exists. To add one:
 *
 *   1. Write the screen as the default export of `src/features/<domain>/routes/<path>.tsx`.
 *   2. Add a line below:
 *        { path: paths.mine, element: screen(() => import('@/features/member/routes/mine')),
 *          handle: { requireLogin: true, ...barOf(paths.mine) } },
 *      `screen()` puts the screen in its own chunk, behind its error boundary (never import a
 *      screen statically here: the entry chunk must hold no screen code). `handle` (see
 *      route-handle.ts) declares the shell's job:
 *      requireLogin (guard → /login?redirect=…), keepAlive (keepPerPath | keepPerType),
 *      header (only / and /activity), and the bar at the foot from barOf (bars.ts, the one rule).
 *   3. Calls go in `src/features/<domain>/api/<call>.ts`: a fetcher on `request(moneyCalls.x, input)`
 *      from `@/lib/http/client` (the call from its area's module in contract/; `calls` of calls.ts
 *      holds only what the start-up sends), the call's key factory (`xKey = accountKeyFactory('x')`
 *      from `@/core/session/query-keys` for member data, `siteKeyFactory('x')` from
 *      `@/core/site/query-keys` for site-wide data), a `xQueryOptions(account, …)` keyed with it,
 *      and the hook.
 *
 * Unknown paths go to `/`.
 */

/** The agent centre's screens: behind the agent gate, so only an agent fetches a screen's code. */
const agentGate = () => import('@/features/agent/routes/agent-gate');
const agentScreen = (load: Parameters<typeof screen>[0]) => screen(load, agentGate);

export const appScreens: RouteObject[] = [
  {
    path: paths.home,
    element: screen(() => import('@/features/home/routes/home')),
    handle: {
      keepAlive: keepPerPath,
      header: true,
      sideMenu: true,
      ...barOf(paths.home),
    } satisfies RouteHandle,
  },
  // visitor journey: login/register, game frame, provider lobby
  { path: paths.login, element: screen(() => import('@/features/auth/routes/login')) },
  { path: paths.gamePage, element: screen(() => import('@/features/games/routes/game-page')) },
  {
    path: paths.concise,
    element: screen(() => import('@/features/games/routes/concise')),
    handle: { keepAlive: keepPerType } satisfies RouteHandle,
  },
  // promotions, service, sponsor, member centre
  {
    path: paths.activity,
    element: screen(() => import('@/features/promotions/routes/activity')),
    handle: { header: true, ...barOf(paths.activity) } satisfies RouteHandle,
  },
  { path: paths.activityInfo, element: screen(() => import('@/features/promotions/routes/activity-info')) },
  {
    path: paths.kefu,
    element: screen(() => import('@/features/service/routes/kefu')),
    handle: { ...barOf(paths.kefu) } satisfies RouteHandle,
  },
  { path: paths.app, element: screen(() => import('@/features/service/routes/app')) },
  {
    path: paths.zhanzhu,
    element: screen(() => import('@/features/sponsor/routes/zhanzhu')),
    handle: { keepAlive: keepPerPath, ...barOf(paths.zhanzhu) } satisfies RouteHandle,
  },
  {
    // /mine with its overlay /setting nested in it (docs/product.md#screens-and-routes): the member centre stays mounted under
    // the 用户中心 overlay. A pathless layout route, because /setting is not spelled /mine/setting.
    // `layoutScreen`: the overlay is drawn beside /mine, not inside it, so landing on /setting draws
    // the sheet once its own chunk is there, with /mine's fetched at once and drawn behind it.
    element: layoutScreen(() => import('@/features/member/routes/mine')),
    children: [
      { path: paths.mine, handle: { requireLogin: true, ...barOf(paths.mine) } satisfies RouteHandle },
      {
        path: paths.setting,
        element: screen(() => import('@/features/profile/routes/setting')),
        handle: { requireLogin: true } satisfies RouteHandle,
      },
    ],
  },
  // member centre screens: profile, passwords, messages, agent application, VIP, help centre
  {
    path: paths.userInfo,
    element: screen(() => import('@/features/profile/routes/user-info')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  // money in: deposit, order detail, wallet overview, cards and USDT addresses
  {
    path: paths.recharge,
    element: screen(() => import('@/features/deposit/routes/recharge')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.payInfo,
    element: screen(() => import('@/features/deposit/routes/pay-info')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.wallet,
    element: screen(() => import('@/features/wallet/routes/wallet')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.addBankCard,
    element: screen(() => import('@/features/wallet/routes/add-bank-card')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.addUsdtCard,
    element: screen(() => import('@/features/wallet/routes/add-usdt-card')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  // money out: withdrawal and wallet transfer
  {
    path: paths.withdrawal,
    element: screen(() => import('@/features/withdrawal/routes/withdrawal')),
    handle: { requireLogin: true, ...barOf(paths.withdrawal) } satisfies RouteHandle,
  },
  {
    path: paths.transfer,
    element: screen(() => import('@/features/transfer/routes/transfer')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.password,
    element: screen(() => import('@/features/profile/routes/password')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.message,
    element: screen(() => import('@/features/messages/routes/message')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.mailDetail,
    element: screen(() => import('@/features/messages/routes/mail-detail')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.feedback,
    element: screen(() => import('@/features/feedback/routes/feedback')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.applyagent,
    element: screen(() => import('@/features/agent/routes/applyagent')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  // the agent centre: agents only (its gate turns other members away to /applyagent)
  {
    path: paths.agent,
    element: agentScreen(() => import('@/features/agent/routes/agent')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.agentCommission,
    element: agentScreen(() => import('@/features/agent/routes/agent-commission')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.agentProfit,
    element: agentScreen(() => import('@/features/agent/routes/agent-profit')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.agentMembers,
    element: agentScreen(() => import('@/features/agent/routes/agent-members')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.agentSubordinate,
    element: agentScreen(() => import('@/features/agent/routes/agent-subordinate')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.agentRecords,
    element: agentScreen(() => import('@/features/agent/routes/agent-records')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.agentAddMember,
    element: agentScreen(() => import('@/features/agent/routes/agent-add-member')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.agentRecharge,
    element: agentScreen(() => import('@/features/agent/routes/agent-recharge')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.agentFanshui,
    element: agentScreen(() => import('@/features/agent/routes/agent-fanshui')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  // Open to visitors (docs/product.md#screens-and-routes): the levels and what each asks; a member also sees progress.
  { path: paths.vip, element: screen(() => import('@/features/vip/routes/vip')) },
  { path: paths.boutBallBet, element: screen(() => import('@/features/help/routes/bout-ball-bet')) },
  { path: paths.boutBallBetInfo, element: screen(() => import('@/features/help/routes/bout-ball-bet-info')) },
  // records and rewards. Nested in / and /mine in docs/product.md#screens-and-routes: the login guard is theirs;
  // the lists stay alive so filters (in the query string) and scroll survive a trip away and back.
  {
    path: paths.fanshui,
    element: screen(() => import('@/features/rebate/routes/fanshui')),
    handle: { requireLogin: true, keepAlive: keepPerPath, ...barOf(paths.fanshui) } satisfies RouteHandle,
  },
  {
    path: paths.betRecord,
    element: screen(() => import('@/features/records/routes/bet-record')),
    handle: { requireLogin: true, keepAlive: keepPerPath } satisfies RouteHandle,
  },
  {
    path: paths.transRecord,
    element: screen(() => import('@/features/records/routes/trans-record')),
    handle: { requireLogin: true, keepAlive: keepPerPath } satisfies RouteHandle,
  },
  {
    path: paths.transDetail,
    element: screen(() => import('@/features/records/routes/trans-detail')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.activityRecord,
    element: screen(() => import('@/features/records/routes/activity-record')),
    handle: { requireLogin: true, keepAlive: keepPerPath } satisfies RouteHandle,
  },
  {
    path: paths.welfare,
    element: screen(() => import('@/features/hongbao/routes/welfare')),
    handle: { requireLogin: true, keepAlive: keepPerPath } satisfies RouteHandle,
  },
  {
    path: paths.hongbao,
    element: screen(() => import('@/features/hongbao/routes/hongbao')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
];

/** Wrap screens in the shell and add the catch-all. */
export function buildRoutes(screens: RouteObject[]): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [...screens, { path: '*', element: <Navigate to={paths.home} replace /> }],
    },
  ];
}

/**
 * The app's routes, rendered inside a router (HashRouter in start.tsx, MemoryRouter in tests).
 * React Router's declarative mode: the data router's loaders, actions and fetchers are not used
 * here, and leaving them out takes ~19 KB gzip off every page's entry chunk (README, "Where we
 * depart"). It also lets code outside React (logout, 401) navigate (lib/navigation).
 */
export function AppRoutes({ screens = appScreens }: { screens?: RouteObject[] }) {
  const routes = useMemo(() => buildRoutes(screens), [screens]);
  const navigate = useNavigate();
  useLayoutEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  const element = useRoutes(routes);
  return <RouteTableContext.Provider value={routes}>{element}</RouteTableContext.Provider>;
}
