import { CloseOutline } from 'antd-mobile-icons';
import styles from './sheet-head.module.css';

/**
 * The class of a bottom sheet's body (the kit Popup's `bodyClassName`), beside the sheet's own
 * class that sets its max-height.
 */
export const sheetBody = (own: string) => `${styles.sheet} ${own}`;

/** A bottom sheet's title and its close button (44 px, a thumb's reach), shared by every sheet. */
export function SheetHead({
  title,
  titleId,
  closeLabel,
  onClose,
}: {
  title: string;
  /** For a sheet that names its dialog by the title (aria-labelledby). */
  titleId?: string;
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
