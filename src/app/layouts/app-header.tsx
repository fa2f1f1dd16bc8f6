import { DownlandOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { ServerImage } from '@/components/server-image';
import { LineIcon } from '@/components/line-icon';
import { paths } from '@/config/paths';
import { openSideMenu } from '@/core/nav/side-menu';
import { useGo } from '@/core/nav/use-go';
import { useAppInfo } from '@/core/site/app-info';
import { safeExternalUrl } from '@/lib/safe-url';
import styles from './app-header.module.css';

/**
 * Three lines, the sign users look for. Here rather than in the shared icons module, which would
 * bring all of its icons into the entry, that is into every route.
 */
function MenuIcon() {
  return (
    <LineIcon>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </LineIcon>
  );
}

/**
 * docs/product.md#screens-and-routes header (only on / and /activity): download link, logo, help link. On home it leads with
 * 菜单, top left where users look for a menu and on the side the menu slides in from.
 */
export function AppHeader({ sideMenu = false }: { sideMenu?: boolean }) {
  const go = useGo();
  const { appInfo } = useAppInfo();
  const logo = safeExternalUrl(appInfo?.site_logo, window.location.href);
  const title = appInfo?.title ?? '';
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {sideMenu && (
          <button type="button" className={styles.side} onClick={openSideMenu}>
            <MenuIcon />
            <span>菜单</span>
          </button>
        )}
        <button type="button" className={styles.side} onClick={() => go(paths.app)}>
          <DownlandOutline aria-hidden />
          <span>下载</span>
        </button>
      </div>
      <div className={styles.logo}>
        <ServerImage src={logo} alt={title} width={120} height={32} fallback={<strong>{title}</strong>} />
      </div>
      <div className={styles.end}>
        <button type="button" className={styles.side} onClick={() => go(paths.boutBallBet)}>
          <QuestionCircleOutline aria-hidden />
          <span>帮助</span>
        </button>
      </div>
    </header>
  );
}
