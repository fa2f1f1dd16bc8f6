import { CloseOutline } from 'antd-mobile-icons';
import styles from './sheet-head.module.css';

/** A bottom sheet's title and its close button (44 px, a thumb's reach), drawn by ./sheet.tsx. */
export function SheetHead({
  title,
  titleId,
  closeLabel,
  onClose,
}: {
  title: string;
  /** The sheet names its dialog by the title (aria-labelledby). */
  titleId: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className={styles.head}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <CloseOutline aria-hidden />
      </button>
    </div>
  );
}
