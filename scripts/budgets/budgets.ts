/**
 * The one file with the product's performance numbers (issue 5). Sizes are gzip level 9 bytes.
 *
 * Where a budget cannot be met yet, put the honest measured number in `current` with a note on
 * what stands between it and the target. The size test fails on any growth past `current` and
 * asks for the exception to be removed once the target is met — never raise a number to pass.
 */
export interface SizeException {
  /** Measured bytes today; the test fails above it. */
  current: number;
  /** What stands between the chunk and the target. */
  note: string;
}

export interface Budgets {
  /** HTML + entry JS + every module it imports/preloads + their CSS. */
  firstLoad: { target: number; exception?: SizeException };
  /** Every lazily loaded chunk: each route chunk (own JS + CSS) and each shared lazy chunk. */
  lazyChunk: { target: number; exceptions: Record<string, SizeException> };
}

/**
 * Real route weight (route-weight.ts): every JS and CSS file a browser requests to render a route
 * until the network is idle, gzip -9. The landing routes are visited as a guest; every path of
 * the route table (src/app/router.tsx) also as a signed-in member.
 */
export interface RouteBudgets {
  /** Limits by hash path; routes not named here get `other`. */
  limits: Record<string, number>;
  other: number;
  guestRoutes: string[];
  /** Routes over their limit today: the honest measured number (a ratchet) and what stands in the way. */
  exceptions: Record<string, SizeException>;
}

// What every route pays before its own code (measured 2026-11-24, gzip -9): ~122 KB in four
// chunks preloaded together (vite.config.ts) — React and react-dom 67 KB, TanStack Query and
// zod/mini 18 KB, React Router 13 KB, the shell and the contract 18 KB — then the screen's own code
// and its antd-mobile components. The landing routes meet issue 22's goals (/ 160 KB, /login
// 140 KB, the others 150 KB); member screens over 150 KB carry their measured weight below.
// Issue 25 (installable app) added about 0.8 KB to every route — the install-prompt capture and
// the service worker's registration in the entry (the update bar and the install offers load
// with what shows them) — and the ratchets below by 1,000 B (measured 2026-11-24 21:24 UTC).
// Issue 27 item 28 (home's 菜单 in the header: its button and the menu opener are in the entry)
// added about 0.3 KB to every route, and the member ratchets below by 500 B (measured 2026-11-25
// 00:40 UTC: /mine 151,233 → 151,544 B, /transfer 170,732 → 171,026 B).
const memberNote =
  "react-dom (67 KB) is in every route; this member screen adds the kit's popups, pickers or lists, which bring its animation library (react-spring, 17.5 KB) and empty-state art: over the 150 KB goal of issue 22";

// The agent centre's nine routes in the route table (their lazy imports and preload lists are in
// the entry) added about 0.5 KB to every route, and the ratchets above the measured numbers below
// moved with it (measured 2026-11-25 22:33 UTC, e.g. / 161,518 B, /mine 152,182 B).
const agentNote =
  "an agent screen brings the kit's tabs, tags, buttons and infinite scroll with their animation library, like the member lists: over the 150 KB goal";

const landingNote =
  'issue 22 met it (155.3 / 138.2 KB with React); the offline, install and update code of issues 23 and 25 (service-worker registration, install prompt, request intents and their messages) is in the entry since: over the goal by 0.7 KB (/) and 1.3 KB (/login)';

export const routeBudgets: RouteBudgets = {
  limits: { '/': 160_000, '/login': 140_000 },
  other: 150_000,
  guestRoutes: ['/', '/login', '/activity', '/zhanzhu'],
  exceptions: {
    '/': { current: 162_000, note: landingNote },
    '/login': { current: 142_500, note: landingNote },
    '/wallet': { current: 199_500, note: memberNote },
    '/transRecord': { current: 193_000, note: memberNote },
    '/betRecord': { current: 190_000, note: memberNote },
    '/setting': { current: 187_500, note: memberNote },
    '/userInfo': { current: 184_000, note: memberNote },
    // Measured 179.0 and 190.7 KB in two runs of the same build: what loads before the network is
    // quiet depends on which of its lists answers first.
    '/fanshui': { current: 192_000, note: memberNote },
    '/message': { current: 174_000, note: memberNote },
    '/recharge': { current: 173_500, note: memberNote },
    '/hongbao': { current: 173_000, note: memberNote },
    '/transfer': { current: 172_000, note: memberNote },
    '/gamePage': { current: 166_500, note: memberNote },
    '/activityInfo': { current: 162_500, note: memberNote },
    '/boutBallBetInfo': { current: 161_000, note: memberNote },
    '/activityRecord': { current: 157_500, note: memberNote },
    '/applyagent': { current: 155_000, note: memberNote },
    '/password': { current: 153_500, note: memberNote },
    '/welfare': { current: 153_000, note: memberNote },
    '/mine': { current: 152_500, note: memberNote },
    '/agent': { current: 197_500, note: agentNote },
    '/agentCommission': { current: 193_000, note: agentNote },
    '/agentProfit': { current: 197_500, note: agentNote },
    '/agentMembers': { current: 197_000, note: agentNote },
    '/agentSubordinate': { current: 197_500, note: agentNote },
    '/agentRecords': { current: 200_000, note: agentNote },
    '/agentAddMember': { current: 192_000, note: agentNote },
    '/agentRecharge': { current: 193_000, note: agentNote },
    '/agentFanshui': { current: 192_000, note: agentNote },
  },
};

export const budgets: Budgets = {
  // Met since the entry carries no kit (antd-mobile loads with the screens) and zod/mini.
  firstLoad: { target: 160_000 },
  // Keys are manifest keys (source paths such as `src/features/home/routes/home.tsx`, or
  // `_name-hash.js` for shared chunks) so they survive content hashes changing.
  lazyChunk: { target: 30_000, exceptions: {} },
};

/** Targets the bench reports against (timings are noisy: reported, never asserted in `npm test`). */
export const benchTargets = {
  performanceScore: 95,
  lcpMs: 2_000,
  tbtMs: 100,
  cls: 0.02,
  /** Over a 10-minute soak. */
  heapGrowthBytes: 2 * 1024 * 1024,
  balanceRequestsPerSecond: 3_000,
} as const;
