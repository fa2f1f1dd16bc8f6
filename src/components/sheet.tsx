import Popup from 'antd-mobile/es/components/popup';
import { useId, type ReactNode } from 'react';
import { SheetHead } from './sheet-head';
import styles from './sheet.module.css';

/**
 * A bottom sheet: the kit's Popup (its mask closes it, what it holds mounts when it opens and goes
 * when it closes), a dialog named by its title, the title with its close button, then `children`.
 * The kit's own Popup, not components/overlays.tsx: every sheet is itself loaded on demand.
 */
export function Sheet({
  visible,
  onClose,
  title,
  closeLabel,
  className,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** The sheet's own body class: its max-height (the body scrolls within it, rounded at the top). */
  className: string | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={[styles.sheet, className].filter(Boolean).join(' ')}
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <SheetHead title={title} titleId={titleId} closeLabel={closeLabel} onClose={onClose} />
        {children}
      </div>
    </Popup>
  );
}
