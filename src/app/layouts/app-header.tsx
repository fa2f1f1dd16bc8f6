import { DownlandOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { paths } from '@/config/paths';
import { useGo } from '@/core/nav/use-go';
import { useAppInfo } from '@/core/site/app-info';
import { safeExternalUrl } from '@/lib/safe-url';
import styles from './app-header.module.css';

/** Spec §2 header (only on / and /activity): download link, logo, help link. */
export function AppHeader() {
  const go = useGo();
  const { appInfo } = useAppInfo();
  const logo = safeExternalUrl(appInfo?.site_logo, window.location.href);
  const title = appInfo?.title ?? '';
  return (
    <header className={styles.header}>
      <button type="button" className={styles.side} onClick={() => go(paths.app)}>
        <DownlandOutline aria-hidden />
        <span>下载</span>
      </button>
      <div className={styles.logo}>
        {logo ? <img src={logo} alt={title} width={120} height={32} /> : <strong>{title}</strong>}
      </div>
      <button type="button" className={styles.side} onClick={() => go(paths.boutBallBet)}>
        <QuestionCircleOutline aria-hidden />
        <span>帮助</span>
      </button>
    </header>
  );
}
