import { CloseOutline } from 'antd-mobile-icons';
import styles from './red-packet-float.module.css';

/** The floating red packet with its own close (spec §2). */
export function RedPacketFloat({ onOpen, onClose }: { onOpen: () => void; onClose: () => void }) {
  return (
    <div className={styles.float}>
      <button type="button" className={styles.packet} aria-label="抢红包" onClick={onOpen}>
        <span className={styles.flap} aria-hidden />
        <span className={styles.seal} aria-hidden>
          開
        </span>
        <span className={styles.label}>抢红包</span>
      </button>
      <button type="button" className={styles.close} aria-label="关闭红包" onClick={onClose}>
        <CloseOutline aria-hidden />
      </button>
    </div>
  );
}
