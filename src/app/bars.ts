import { paths } from '@/config/paths';
import type { RouteHandle } from './route-handle';

/**
 * Which bar a screen shows at its foot: the one rule, read by the route table (router.tsx).
 *
 * docs/product.md#screens-and-routes names two. The shell's bottom bar (优惠, 客服, 首页, 赞助, 我的:
 * "promo, service, home, sponsor, mine") belongs to the landing screens the shell frames with its
 * header or that the bar itself leads to: home, promotions and the sponsor page. The footer
 * navigation (首页, 优惠活动, 实时返水, 在线客服, 会员中心 or 注册) is the one the member screens' own
 * sections ask for: /kefu ("plus footer nav"), /mine ("bottom footer nav as above"), /withdrawal
 * ("footer nav as above") and /fanshui, the footer's own rebate entry. Every other screen has a
 * back bar and neither; no screen has both.
 */
export const SCREEN_BARS = {
  tabBar: [paths.home, paths.activity, paths.zhanzhu],
  footer: [paths.kefu, paths.mine, paths.withdrawal, paths.fanshui],
} as const;

/** The bar flags of the screen at `path`, for its route's handle. */
export function barOf(path: string): Pick<RouteHandle, 'tabBar' | 'footerNav'> {
  if ((SCREEN_BARS.tabBar as readonly string[]).includes(path)) return { tabBar: true };
  if ((SCREEN_BARS.footer as readonly string[]).includes(path)) return { footerNav: true };
  return {};
}
