import { AppOutline, GiftOutline, StarOutline, UserContactOutline, UserOutline } from 'antd-mobile-icons';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useGo } from '@/core/nav/use-go';
import styles from './tab-bar.module.css';

/** docs/product.md#screens-and-routes bottom bar, in docs/product.md's order: 优惠, 客服, 首页, 赞助, 我的. */
const tabs = [
  { path: paths.activity, title: '优惠', Icon: GiftOutline },
  { path: paths.kefu, title: '客服', Icon: UserContactOutline },
  { path: paths.home, title: '首页', Icon: AppOutline },
  { path: paths.zhanzhu, title: '赞助', Icon: StarOutline },
  { path: paths.mine, title: '我的', Icon: UserOutline },
] as const;

/**
 * Plain buttons rather than the kit's TabBar: the bar is on the first screen, and the kit would
 * put its whole runtime into the entry chunk. Tapping the current tab lets useGo say '已在当前页面！'.
 */
export function AppTabBar() {
  const { pathname } = useLocation();
  const go = useGo();
  return (
    <nav className={styles.bar} aria-label="底部导航">
      {tabs.map(({ path, title, Icon }) => {
        const active = pathname === path;
        return (
          <button
            key={path}
            type="button"
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={active ? 'page' : undefined}
            onClick={() => go(path)}
          >
            <Icon className={styles.icon} aria-hidden />
            <span>{title}</span>
          </button>
        );
      })}
    </nav>
  );
}
