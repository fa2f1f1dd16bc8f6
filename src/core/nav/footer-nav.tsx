import {
  AppOutline,
  GiftOutline,
  PayCircleOutline,
  UserAddOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths, registerPath } from '@/config/paths';
import { useIsSignedIn } from '@/core/session/store';
import { useGo } from './use-go';
import styles from './footer-nav.module.css';

interface Item {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
}

/** docs/product.md#screens-and-routes footer: rebate and member centre depend on whether someone is signed in. */
export function footerItems(signedIn: boolean): Item[] {
  return [
    { key: 'home', label: '首页', to: paths.home, icon: <AppOutline /> },
    { key: 'activity', label: '优惠活动', to: paths.activity, icon: <GiftOutline /> },
    {
      key: 'fanshui',
      label: '实时返水',
      to: signedIn ? paths.fanshui : paths.login,
      icon: <PayCircleOutline />,
    },
    { key: 'kefu', label: '在线客服', to: paths.kefu, icon: <UserContactOutline /> },
    signedIn
      ? { key: 'mine', label: '会员中心', to: paths.mine, icon: <UserOutline /> }
      : { key: 'mine', label: '注册', to: registerPath(), icon: <UserAddOutline /> },
  ];
}

/** The footer navigation several screens show (home, promotions, rebate, service, member centre). */
export function FooterNav() {
  const signedIn = useIsSignedIn();
  const go = useGo();
  const { pathname } = useLocation();
  return (
    <nav className={styles.footer} aria-label="页脚导航">
      {footerItems(signedIn).map((item) => {
        const active = item.to.split('?')[0] === pathname;
        return (
          <button
            key={item.key}
            type="button"
            className={active ? `${styles.item} ${styles.active}` : styles.item}
            aria-current={active ? 'page' : undefined}
            onClick={() => go(item.to)}
          >
            <span className={styles.icon} aria-hidden>
              {item.icon}
            </span>
            {item.label}
          </button>
        );
      })}
    </nav>
  );
}
