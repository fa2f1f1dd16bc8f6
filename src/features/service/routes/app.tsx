import { Button, Skeleton } from 'antd-mobile';
import { DownlandOutline } from 'antd-mobile-icons';
import { PageNav } from '@/components/page-nav';
import { useAppInfo } from '@/core/site/app-info';
import { frameUrl, serviceTexts } from '../model';
import styles from './app.module.css';

/** /app — download card: app title, '专业体育比分客户端', '点击下载' on ios_download_url (http(s) only). */
export default function AppDownloadRoute() {
  const { appInfo, isPending } = useAppInfo();
  const download = frameUrl(appInfo?.ios_download_url);
  const logo = frameUrl(appInfo?.site_logo);
  return (
    <div className={styles.page}>
      <PageNav title={serviceTexts.appTitle} />
      <section className={styles.card} aria-labelledby="app-title">
        <div className={styles.icon}>
          {logo ? <img src={logo} alt="" width={160} height={48} /> : <DownlandOutline aria-hidden />}
        </div>
        {appInfo ? (
          <h2 id="app-title" className={styles.title}>
            {appInfo.title}
          </h2>
        ) : (
          <Skeleton.Title animated className={styles.titleSkeleton} />
        )}
        <p className={styles.subtitle}>{serviceTexts.appSubtitle}</p>
        {download ? (
          <a className={styles.download} href={download} target="_blank" rel="noopener noreferrer">
            <DownlandOutline aria-hidden />
            {serviceTexts.download}
          </a>
        ) : (
          <Button block color="primary" size="large" disabled loading={isPending && !appInfo}>
            {isPending ? serviceTexts.download : serviceTexts.noDownload}
          </Button>
        )}
      </section>
    </div>
  );
}
