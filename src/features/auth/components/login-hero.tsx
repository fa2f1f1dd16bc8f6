import { useNavigate } from 'react-router';
import { ServerImage } from '@/components/server-image';
import { paths } from '@/config/paths';
import { useAppInfo } from '@/core/site/app-info';
import { safeExternalUrl } from '@/lib/safe-url';
import styles from '../routes/login.module.css';

/** The top of /login: the way out to browse (去逛逛), the site's logo and the greeting of the mode. */
export function LoginHero({ mode }: { mode: 'login' | 'register' }) {
  const navigate = useNavigate();
  const { appInfo } = useAppInfo();
  const logo = safeExternalUrl(appInfo?.site_logo, window.location.href);
  return (
    <section className={styles.hero}>
      <button type="button" className={styles.browse} onClick={() => void navigate(paths.home)}>
        去逛逛
      </button>
      <div className={styles.logo}>
        <ServerImage src={logo} alt={appInfo?.title ?? ''} width={176} height={56} fallback={null} />
      </div>
      <h1 className={styles.welcome}>{mode === 'login' ? '欢迎回来' : '注册新账号'}</h1>
      <p className={styles.sub}>
        {appInfo?.title ? `${appInfo.title} · 精彩赛事 尽在掌握` : '精彩赛事 尽在掌握'}
      </p>
    </section>
  );
}
