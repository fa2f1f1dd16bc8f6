import { QueryState } from '@/components/query-state';
import { ReadFailed } from '@/components/read-failed';
import { ServerImage } from '@/components/server-image';
import Button from '@/components/button';
import Skeleton from '@/components/skeleton';
import { DownlandOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AppInfo } from '@contract/entities';
import { AddToHomeCard } from '@/components/add-to-home';
import { PageNav } from '@/components/page-nav';
import { DOWNLOAD_FRAME_REMOVE_MS } from '@/config/constants';
import { useAppInfo } from '@/core/site/app-info';
import { DownloadQr } from '../components/download-qr';
import { DESKTOP_QUERY, frameUrl, serviceTexts, startHiddenDownload } from '../model';
import styles from './app.module.css';

/** Decided once per visit: a visitor does not change devices while reading the page. */
const isDesktop = () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

function AndroidIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden fill="currentColor">
      <path d="M6 9h12v8.5c0 .8-.7 1.5-1.5 1.5H15v3a1.5 1.5 0 0 1-3 0v-3h0v3a1.5 1.5 0 0 1-3 0v-3H7.5C6.7 19 6 18.3 6 17.5V9zm-2.5 0A1.5 1.5 0 0 1 5 10.5v5a1.5 1.5 0 0 1-3 0v-5A1.5 1.5 0 0 1 3.5 9zm17 0a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 1-3 0v-5A1.5 1.5 0 0 1 20.5 9zM15.6 3.2l1.2-1.7a.3.3 0 0 0-.5-.3L15 3a6.6 6.6 0 0 0-6 0L7.7 1.2a.3.3 0 0 0-.5.3l1.2 1.7A5.6 5.6 0 0 0 6 8h12a5.6 5.6 0 0 0-2.4-4.8zM9.5 6.2a.7.7 0 1 1 0-1.4.7.7 0 0 1 0 1.4zm5 0a.7.7 0 1 1 0-1.4.7.7 0 0 1 0 1.4z" />
    </svg>
  );
}

/** A hint for one system: its logo, then what to do there. */
function Hint({
  icon,
  iconClassName,
  title,
  text,
}: {
  icon: ReactNode;
  iconClassName?: string;
  title: string;
  text: string;
}) {
  return (
    <div className={styles.hint}>
      <span className={iconClassName ? `${styles.hintIcon} ${iconClassName}` : styles.hintIcon}>{icon}</span>
      <div>
        <h4 className={styles.hintTitle}>{title}</h4>
        <p className={styles.cardText}>{text}</p>
      </div>
    </div>
  );
}

/**
 * /app — the download page: app icon and title, 专业体育比分客户端, 点击下载 (a hidden frame on the
 * download URL, removed after 2 s, docs/product.md#constants-and-limits), a QR code of that URL for desktop visitors, and the
 * iOS and Android install hints; where the browser can install the web app, 添加到主屏幕.
 */
export default function AppDownloadRoute() {
  const site = useAppInfo();
  const { appInfo } = site;
  const download = frameUrl(appInfo?.ios_download_url);
  const logo = frameUrl(appInfo?.site_logo);
  const [desktop] = useState(isDesktop);
  const [started, setStarted] = useState(false);
  const stopFrame = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFrame.current?.(), []);

  // The kept copy draws at once; without one, the read's states (QueryState).
  const answered = (draw: (info: AppInfo) => ReactNode, loading: ReactNode, failed: ReactNode) =>
    appInfo ? (
      draw(appInfo)
    ) : (
      <QueryState query={site} loading={loading} failure={() => failed}>
        {draw}
      </QueryState>
    );

  const onDownload = () => {
    if (!download) return;
    stopFrame.current?.();
    stopFrame.current = startHiddenDownload(download, DOWNLOAD_FRAME_REMOVE_MS);
    setStarted(true);
  };

  return (
    <div className={styles.page}>
      <PageNav title={serviceTexts.appTitle} />
      <section className={styles.hero} aria-labelledby="app-title">
        <div className={styles.icon}>
          <ServerImage src={logo} alt="" width={160} height={48} fallback={<DownlandOutline aria-hidden />} />
        </div>
        {answered(
          (info) => (
            <h2 id="app-title" className={styles.title}>
              {info.title}
            </h2>
          ),
          <Skeleton.Title animated className={styles.titleSkeleton} />,
          // The page's own name while the site's is unknown (its failure is said below).
          <h2 id="app-title" className={styles.title}>
            {serviceTexts.appTitle}
          </h2>,
        )}
        <p className={styles.subtitle}>{serviceTexts.appSubtitle}</p>
        <ul className={styles.features} aria-label="功能特色">
          {serviceTexts.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        {answered(
          () =>
            download ? (
              <>
                <button type="button" className={styles.download} onClick={onDownload}>
                  <DownlandOutline aria-hidden />
                  {serviceTexts.download}
                </button>
                <p className={styles.status} role="status">
                  {started && (
                    <>
                      {serviceTexts.downloading}
                      <br />
                      <a href={download} target="_blank" rel="noopener noreferrer">
                        {serviceTexts.openPage}
                      </a>
                    </>
                  )}
                </p>
              </>
            ) : (
              <Button block shape="rounded" size="large" disabled className={styles.pending}>
                {serviceTexts.noDownload}
              </Button>
            ),
          <Button block shape="rounded" size="large" disabled loading className={styles.pending}>
            {serviceTexts.download}
          </Button>,
          <ReadFailed read={site} what={serviceTexts.appInfo} className={styles.failed} />,
        )}
      </section>

      {desktop && download && (
        <section className={`${styles.card} ${styles.scan}`} aria-labelledby="app-scan">
          <h3 id="app-scan" className={styles.cardTitle}>
            {serviceTexts.scanTitle}
          </h3>
          <div className={styles.qr}>
            {/* The QR encoder is fetched only here: phones never load it. */}
            <DownloadQr url={download} label={serviceTexts.qrAlt} />
          </div>
          <p className={styles.cardText}>{serviceTexts.scanHint}</p>
        </section>
      )}

      <AddToHomeCard />

      <section className={styles.card} aria-labelledby="app-hints">
        <h3 id="app-hints" className={styles.cardTitle}>
          {serviceTexts.hintsTitle}
        </h3>
        <Hint icon={<AppleIcon />} title={serviceTexts.iosTitle} text={serviceTexts.iosHint} />
        <Hint
          icon={<AndroidIcon />}
          iconClassName={styles.android}
          title={serviceTexts.androidTitle}
          text={serviceTexts.androidHint}
        />
      </section>
      <p className={styles.footer}>{serviceTexts.footer}</p>
    </div>
  );
}
