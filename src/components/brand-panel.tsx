import type { ReactNode } from 'react';
import styles from './brand-panel.module.css';

/**
 * The brand-blue panel at the top of a money screen (balance, totals), white text on the brand
 * colour; `gradient` for the shaded one of the deposit and wallet screens.
 */
export function BrandPanel({
  label,
  gradient = false,
  className,
  children,
}: {
  /** The section's accessible name. */
  label: string;
  gradient?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = [styles.panel, gradient ? styles.gradient : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-label={label}>
      {children}
    </section>
  );
}
