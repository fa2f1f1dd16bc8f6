import { useEffect, useRef } from 'react';
import { SafeHtml } from '@/components/safe-html';
import styles from './welcome-dialog.module.css';

/**
 * docs/product.md#screens-and-routes welcome dialog: the site title and the site's HTML (sanitised), with 我知道了
 * and 今日不再提示 (the dialog otherwise greets every cold start, several a day). A native
 * modal `<dialog>` (focus kept inside, Esc closes, the page behind inert): it greets every guest on
 * the landing route, so it carries no animation library on the critical path.
 */
export function WelcomeDialog({
  visible,
  title,
  html,
  onClose,
  onMuteToday,
}: {
  visible: boolean;
  title: string;
  html: string | null | undefined;
  onClose: () => void;
  onMuteToday: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const ok = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (visible && !dialog.open) {
      // jsdom and very old browsers lack showModal; the open attribute still shows the box.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Start on 我知道了, not on the scrollable text (which the browser would pick first), without
      // a focus ring: nobody pressed a key yet (Tab still shows it, :focus-visible). showModal may
      // have focused it already, ring and all: refocus it without.
      ok.current?.blur();
      ok.current?.focus({ focusVisible: false });
    } else if (!visible && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [visible]);

  if (!visible) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={title || '欢迎'}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {title && <h2 className={styles.title}>{title}</h2>}
      <SafeHtml className={styles.content} html={html} />
      <div className={styles.actions}>
        <button type="button" className={styles.mute} onClick={onMuteToday}>
          今日不再提示
        </button>
        <button ref={ok} type="button" className={styles.ok} onClick={onClose}>
          我知道了
        </button>
      </div>
    </dialog>
  );
}
