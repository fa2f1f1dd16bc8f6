/**
 * The public calls each landing route makes first, started by the landing preload
 * (build/landing-preload.ts) in parallel with the entry. Each call names its entry of
 * contract/all-calls.ts: the path and method come from there, and a body is checked against the call's
 * request schema when the build runs, so the preload cannot drift from what the client sends.
 * Bodies are exactly what the screen sends (the banner types: home 2, sponsor page 3). The game
 * lists are asked for only where the screen shows games: elsewhere the start-up warms them once the
 * screen is drawn (src/app/start-up.ts).
 */
import type { allCalls } from '../contract/all-calls.ts';
import type { RuntimeCall } from './landing-preload.ts';

export type Calls = typeof allCalls;

export interface EarlyCall {
  call: keyof Calls;
  body?: Record<string, unknown>;
  /** Dotted path of the answer to the route's largest image (see RuntimeCall.lcpImage). */
  lcpImage?: string;
  /**
   * Where the screen draws that image, when no other answer moves it: the name of its box in
   * index.html's boot style (see RuntimeCall.drawAt).
   */
  drawAt?: string;
}

export interface LandingTable {
  /** Screen module, as in the route table: `src/features/home/routes/home.tsx`. */
  module: string;
  calls: EarlyCall[];
  /**
   * A query pair that makes the screen draw a lazily loaded part first (`type=1`: /login's register
   * form, which an invitation link opens) → that part's module, preloaded beside the screen.
   */
  variants?: Record<string, string>;
}

/**
 * A call's method, path and body as the client sends them, from its contract entry; a body the
 * call's request schema rejects fails the build.
 */
export function resolveCall(contract: Calls, { call, body, lcpImage, drawAt }: EarlyCall): RuntimeCall {
  const def = contract[call];
  if (!def) throw new Error(`landing preload: contract/all-calls.ts has no call ${String(call)}`);
  const sent = body ?? {};
  if (!def.request.safeParse(sent).success)
    throw new Error(`landing preload: the body of ${call} does not fit contract/all-calls.ts`);
  return {
    method: def.method,
    path: def.path,
    body: def.method === 'GET' ? null : JSON.stringify(sent),
    lcpImage: lcpImage ?? null,
    drawAt: drawAt ?? null,
  };
}

const route = (module: string, early: EarlyCall[], variants?: Record<string, string>): LandingTable => ({
  module,
  calls: early,
  variants,
});

const start: EarlyCall[] = [{ call: 'app' }, { call: 'getVisitUrl' }];

export const landingRoutes: Record<string, LandingTable> = {
  '/': route('src/features/home/routes/home.tsx', [
    ...start,
    { call: 'bannerList', body: { type: 2 }, lcpImage: 'data.0.src', drawAt: 'home-banner' },
    { call: 'homenotice' },
    { call: 'gameList' },
  ]),
  // The login screen's largest paint is the site logo; an invitation link opens the register form.
  '/login': route(
    'src/features/auth/routes/login.tsx',
    [{ call: 'app', lcpImage: 'data.site_logo', drawAt: 'login-logo' }, { call: 'getVisitUrl' }],
    { 'type=1': 'src/features/auth/components/register-fields.tsx' },
  ),
  '/activity': route('src/features/promotions/routes/activity.tsx', [
    ...start,
    { call: 'activitytype' },
    { call: 'activitylist', lcpImage: 'data.data.0.banner', drawAt: 'first-promotion' },
  ]),
  // Its largest paint is the live-casino panel's art (venue ag, from the game lists).
  '/zhanzhu': route('src/features/sponsor/routes/zhanzhu.tsx', [
    ...start,
    { call: 'bannerList', body: { type: 3 } },
    { call: 'gameList', lcpImage: 'data.[platform_name=ag].mobile_img', drawAt: 'live-art' },
  ]),
};
