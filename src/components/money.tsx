import { formatYuan } from '@/lib/money';
import styles from './money.module.css';

/** An amount in yuan, two decimals, tabular figures (spec: money always two decimals). */
export function Money({
  value,
  unit = false,
  className,
}: {
  value: number | string | null | undefined;
  unit?: boolean;
  className?: string;
}) {
  return (
    <span className={className ? `${styles.money} ${className}` : styles.money}>
      {formatYuan(value)}
      {unit && '元'}
    </span>
  );
}
