import { TabBar } from 'antd-mobile';
import { AppOutline, GiftOutline, StarOutline, UserContactOutline, UserOutline } from 'antd-mobile-icons';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useGo } from '@/core/nav/use-go';
import styles from './tab-bar.module.css';

/** Spec §2 bottom bar, in the spec's order: 优惠, 客服, 首页, 赞助, 我的. */
const tabs = [
  { key: paths.activity, title: '优惠', icon: <GiftOutline /> },
  { key: paths.kefu, title: '客服', icon: <UserContactOutline /> },
  { key: paths.home, title: '首页', icon: <AppOutline /> },
  { key: paths.zhanzhu, title: '赞助', icon: <StarOutline /> },
  { key: paths.mine, title: '我的', icon: <UserOutline /> },
] as const;

export function AppTabBar() {
  const { pathname } = useLocation();
  const go = useGo();
  return (
    <nav className={styles.bar} aria-label="底部导航">
      <TabBar activeKey={pathname} safeArea>
        {tabs.map((tab) => (
          // Item onClick fires even for the active tab, so useGo can say '已在当前页面！'.
          <TabBar.Item key={tab.key} title={tab.title} icon={tab.icon} onClick={() => go(tab.key)} />
        ))}
      </TabBar>
    </nav>
  );
}
