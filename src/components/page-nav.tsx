import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './page-nav.module.css';

/**
 * A screen's title bar with a back arrow. Back goes to the previous entry, or to `fallback` when
 * the screen was opened directly (no history inside the app).
 */
export function PageNav({
  title,
  right,
  onBack,
  fallback = '/',
}: {
  title: ReactNode;
  right?: ReactNode;
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
  return (
    // antd-mobile hides the back text from assistive tech; `left` gives its button a name.
    <NavBar
      className={styles.nav}
      onBack={back}
      backIcon
      backArrow
      left={<span className="visually-hidden">返回</span>}
      right={right}
    >
      <h1 className={styles.title}>{title}</h1>
    </NavBar>
  );
}
