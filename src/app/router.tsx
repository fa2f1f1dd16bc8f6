import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { setNavigator } from '@/lib/navigation';
import { RouteError, RouteLoading } from './layouts/route-error';
import { Shell } from './layouts/shell';
import { keepPerPath, keepPerType, type RouteHandle } from './route-handle';
import { screen } from './screen';

/*
 * THE route table (spec §2). A route enters when its screen exists. To add one:
 *
 *   1. Write the screen as the default export of `src/features/<domain>/routes/<path>.tsx`.
 *   2. Add a line below:
 *        { path: paths.mine, lazy: screen(() => import('@/features/member/routes/mine')),
 *          handle: { requireLogin: true, tabBar: true } },
 *      `lazy` puts the screen in its own chunk (never import a screen statically here: the entry
 *      chunk must hold no screen code). `handle` (see route-handle.ts) declares the shell's job:
 *      requireLogin (guard → /login?redirect=…), keepAlive (keepPerPath | keepPerType),
 *      header (only / and /activity), tabBar.
 *   3. Calls go in `src/features/<domain>/api/<call>.ts`: a fetcher on `request(calls.x, input)`
 *      from `@/lib/http/client`, a `xQueryOptions(account, …)` factory keyed with
 *      `accountKey(account, …)` from `@/core/session/query-keys` for member data, and the hook.
 *
 * Unknown paths go to `/`. Every screen also gets the per-route error boundary.
 */
export const appScreens: RouteObject[] = [
  {
    path: paths.home,
    lazy: screen(() => import('@/features/home/routes/home')),
    handle: { keepAlive: keepPerPath, header: true, tabBar: true } satisfies RouteHandle,
  },
  // visitor journey: login/register, game frame, provider lobby
  { path: paths.login, lazy: screen(() => import('@/features/auth/routes/login')) },
  { path: paths.gamePage, lazy: screen(() => import('@/features/games/routes/game-page')) },
  {
    path: paths.concise,
    lazy: screen(() => import('@/features/games/routes/concise')),
    handle: { keepAlive: keepPerType } satisfies RouteHandle,
  },
  // promotions, service, sponsor, member centre
  {
    path: paths.activity,
    lazy: screen(() => import('@/features/promotions/routes/activity')),
    handle: { header: true, tabBar: true } satisfies RouteHandle,
  },
  { path: paths.activityInfo, lazy: screen(() => import('@/features/promotions/routes/activity-info')) },
  { path: paths.kefu, lazy: screen(() => import('@/features/service/routes/kefu')) },
  { path: paths.app, lazy: screen(() => import('@/features/service/routes/app')) },
  {
    path: paths.zhanzhu,
    lazy: screen(() => import('@/features/sponsor/routes/zhanzhu')),
    handle: { keepAlive: keepPerPath, tabBar: true } satisfies RouteHandle,
  },
  {
    // /mine with its overlay /setting nested in it (spec §2): the member centre stays mounted under
    // the 用户中心 overlay. A pathless layout route, because /setting is not spelled /mine/setting.
    lazy: screen(() => import('@/features/member/routes/mine')),
    children: [
      { path: paths.mine, handle: { requireLogin: true } satisfies RouteHandle },
      {
        path: paths.setting,
        lazy: screen(() => import('@/features/profile/routes/setting')),
        handle: { requireLogin: true } satisfies RouteHandle,
      },
    ],
  },
  // member centre screens: profile, passwords, messages, agent application, VIP, help centre
  {
    path: paths.userInfo,
    lazy: screen(() => import('@/features/profile/routes/user-info')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  // money in: deposit, order detail, wallet overview, cards and USDT addresses (issue 9)
  {
    path: paths.recharge,
    lazy: screen(() => import('@/features/deposit/routes/recharge')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.payInfo,
    lazy: screen(() => import('@/features/deposit/routes/pay-info')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.wallet,
    lazy: screen(() => import('@/features/wallet/routes/wallet')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.addBankCard,
    lazy: screen(() => import('@/features/wallet/routes/add-bank-card')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.addUsdtCard,
    lazy: screen(() => import('@/features/wallet/routes/add-usdt-card')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  // money out: withdrawal and wallet transfer
  {
    path: paths.withdrawal,
    lazy: screen(() => import('@/features/withdrawal/routes/withdrawal')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.transfer,
    lazy: screen(() => import('@/features/transfer/routes/transfer')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.password,
    lazy: screen(() => import('@/features/profile/routes/password')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.message,
    lazy: screen(() => import('@/features/messages/routes/message')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.applyagent,
    lazy: screen(() => import('@/features/agent/routes/applyagent')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  {
    path: paths.vip,
    lazy: screen(() => import('@/features/vip/routes/vip')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
  { path: paths.boutBallBet, lazy: screen(() => import('@/features/help/routes/bout-ball-bet')) },
  { path: paths.boutBallBetInfo, lazy: screen(() => import('@/features/help/routes/bout-ball-bet-info')) },
  // records and rewards (issue 11). Nested in / and /mine in spec §2: the login guard is theirs;
  // the lists stay alive so filters (in the query string) and scroll survive a trip away and back.
  {
    path: paths.fanshui,
    lazy: screen(() => import('@/features/rebate/routes/fanshui')),
    handle: { requireLogin: true, keepAlive: keepPerPath } satisfies RouteHandle,
  },
  {
    path: paths.betRecord,
    lazy: screen(() => import('@/features/records/routes/bet-record')),
    handle: { requireLogin: true, keepAlive: keepPerPath } satisfies RouteHandle,
  },
  {
    path: paths.transRecord,
    lazy: screen(() => import('@/features/records/routes/trans-record')),
    handle: { requireLogin: true, keepAlive: keepPerPath } satisfies RouteHandle,
  },
  {
    path: paths.activityRecord,
    lazy: screen(() => import('@/features/records/routes/activity-record')),
    handle: { requireLogin: true, keepAlive: keepPerPath } satisfies RouteHandle,
  },
  {
    path: paths.welfare,
    lazy: screen(() => import('@/features/hongbao/routes/welfare')),
    handle: { requireLogin: true, keepAlive: keepPerPath } satisfies RouteHandle,
  },
  {
    path: paths.hongbao,
    lazy: screen(() => import('@/features/hongbao/routes/hongbao')),
    handle: { requireLogin: true } satisfies RouteHandle,
  },
];

/** Wrap screens in the shell, give each the route error boundary, and add the catch-all. */
export function buildRoutes(screens: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Shell />,
      ErrorBoundary: RouteError,
      HydrateFallback: RouteLoading,
      children: [
        ...screens.map((route) => ({ ErrorBoundary: RouteError, ...route }) as RouteObject),
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}

type AppRouter = ReturnType<typeof createHashRouter>;

/** Let code outside React (logout, 401) navigate with this router. */
export function registerRouter(router: Pick<AppRouter, 'navigate'>): void {
  setNavigator((to, options) => void router.navigate(to, options));
}

export function createAppRouter(): AppRouter {
  const router = createHashRouter(buildRoutes(appScreens));
  registerRouter(router);
  return router;
}
