import { Dialog } from 'antd-mobile';
import { SafeHtml } from '@/components/safe-html';
import styles from './welcome-dialog.module.css';

/** Spec §2 welcome dialog: the site title and the site's HTML (sanitised), with 我知道了. */
export function WelcomeDialog({ visible, title, html, onClose }: { visible: boolean; title: string; html: string | null | undefined; onClose: () => void }) {
  return (
    <Dialog
      visible={visible}
      aria-label={title || '欢迎'}
      title={title}
      content={<SafeHtml className={styles.content} html={html} />}
      closeOnAction
      onClose={onClose}
      actions={[{ key: 'ok', text: '我知道了', bold: true }]}
    />
  );
}
