import { CloseOutline, DownlandOutline } from 'antd-mobile-icons';
import { AddToHomeButton } from '@/components/add-to-home';
import { useInstallOffer } from '@/lib/pwa/install';
import styles from './download-strip.module.css';

/**
 * docs/product.md#screens-and-routes dismissible download-app strip. Where the browser can install the web app,
 * 添加到主屏幕 takes the tagline's place under the title: beside 立即下载 a second pill would leave
 * the title a few characters on a phone.
 */
export function DownloadStrip({
  title,
  onDownload,
  onClose,
}: {
  title: string;
  onDownload: () => void;
  onClose: () => void;
}) {
  const installable = useInstallOffer() !== null;
  return (
    <aside className={styles.strip} aria-label="下载APP">
      <button type="button" className={styles.close} aria-label="关闭下载提示" onClick={onClose}>
        <CloseOutline aria-hidden />
      </button>
      <span className={styles.icon} aria-hidden>
        <DownlandOutline />
      </span>
      <div className={styles.text}>
        <strong>{title ? `${title} APP` : '官方APP'}</strong>
        {installable ? (
          <AddToHomeButton className={styles.install} />
        ) : (
          // Two phrases that each stay whole: a narrow phone breaks the line between them, not
          // before the last character (玩 alone at 320 px).
          <span>
            <span className={styles.phrase}>下载APP，</span>
            <span className={styles.phrase}>随时随地畅玩</span>
          </span>
        )}
      </div>
      <button type="button" className={styles.download} onClick={onDownload}>
        <span className={styles.pill}>立即下载</span>
      </button>
    </aside>
  );
}
