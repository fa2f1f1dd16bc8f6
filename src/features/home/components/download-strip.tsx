import { CloseOutline, DownlandOutline } from 'antd-mobile-icons';
import { AddToHomeButton } from '@/components/add-to-home';
import styles from './download-strip.module.css';

/** Spec §2 dismissible download-app strip; where the browser can install the web app, 添加到主屏幕 too. */
export function DownloadStrip({ title, onDownload, onClose }: { title: string; onDownload: () => void; onClose: () => void }) {
  return (
    <aside className={styles.strip} aria-label="下载APP">
      <button type="button" className={styles.close} aria-label="关闭下载提示" onClick={onClose}>
        <CloseOutline aria-hidden />
      </button>
      <span className={styles.icon} aria-hidden>
        <DownlandOutline />
      </span>
      <span className={styles.text}>
        <strong>{title ? `${title} APP` : '官方APP'}</strong>
        <span>下载APP，随时随地畅玩</span>
      </span>
      <AddToHomeButton className={`${styles.pill} ${styles.install}`} />
      <button type="button" className={styles.download} onClick={onDownload}>
        <span className={styles.pill}>立即下载</span>
      </button>
    </aside>
  );
}
