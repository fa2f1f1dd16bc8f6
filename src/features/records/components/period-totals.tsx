import { Money } from '@/components/money';
import { winLoss, type Total } from '../model';
import styles from './record-row.module.css';

/** The period's totals above a record list; nothing when the server sent none (the family's do not). */
export function PeriodTotals({ totals }: { totals: Total[] }) {
  if (totals.length === 0) return null;
  return (
    <dl className={styles.totals}>
      {totals.map((total) => {
        const signed = total.signed ? winLoss(total.value) : null;
        return (
          <div key={total.label} className={styles.total}>
            <dt>{total.label}</dt>
            <dd>
              {signed ? (
                <span className={styles[signed.tone]}>{signed.text}</span>
              ) : (
                <Money value={total.value} className={styles.value} />
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
