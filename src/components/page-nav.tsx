import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './page-nav.module.css';

/**
 * A screen's title bar with a back button. Back goes to the previous entry, or to `fallback` when
 * the screen was opened directly (no history inside the app). Plain markup rather than the kit's
 * NavBar, whose back control is a div inside a `role="button"` div: not focusable, no name, and a
 * tap target no wider than its arrow.
 */
export function PageNav({
  title,
  right,
  below,
  onBack,
  fallback = '/',
}: {
  title: ReactNode;
  right?: ReactNode;
  /** What stays on top with the bar while the screen scrolls (a screen's tabs). */
  below?: ReactNode;
  onBack?: () => void;
  fallback?: string;
}) {
  const navigate = useNavigate();
  const back =
    onBack ??
    (() => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) void navigate(-1);
      else void navigate(fallback, { replace: true });
    });
  const bar = (
    <header className={styles.nav}>
      <div className={styles.side}>
        <button type="button" className={styles.back} aria-label="返回" onClick={back}>
          <LeftOutline aria-hidden />
        </button>
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
  if (below === undefined) return bar;
  return (
    <div className={styles.withBelow}>
      {bar}
      {below}
    </div>
  );
}
