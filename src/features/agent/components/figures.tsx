import { Money } from '@/components/money';
import styles from './agent.module.css';

export interface Figure {
  label: string;
  /** Yuan (shown with two decimals) or a count. */
  value: string | number;
  money?: boolean;
}

/** A grid of labelled figures; money in exact two decimals as the server sent it, red above zero, green below, plain at zero. */
export function Figures({ items, columns = 3 }: { items: readonly Figure[]; columns?: 2 | 3 }) {
  return (
    <dl className={columns === 2 ? `${styles.grid} ${styles.two}` : styles.grid}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt>{item.label}</dt>
          <dd>{item.money ? <Money value={item.value} tone="signed" /> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
