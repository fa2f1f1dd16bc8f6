import { CheckOutline } from 'antd-mobile-icons';
import { Money } from '@/components/money';
import { Sheet } from '@/components/sheet';
import { transferTexts as t, type WalletOption } from '../model';
import styles from './wallet-picker.module.css';

/** The 选择钱包 popup: every wallet (平台钱包 first) with its balance; picking one closes it. */
export function WalletPicker({
  visible,
  options,
  selected,
  onPick,
  onClose,
}: {
  visible: boolean;
  options: readonly WalletOption[];
  selected: string;
  onPick: (platname: string) => void;
  onClose: () => void;
}) {
  return (
    <Sheet visible={visible} onClose={onClose} title={t.choose} closeLabel="取消" className={styles.body}>
      <ul className={styles.list}>
        {options.map((o) => {
          const active = o.platname === selected;
          return (
            <li key={o.platname}>
              <button
                type="button"
                className={active ? `${styles.option} ${styles.active}` : styles.option}
                aria-pressed={active}
                onClick={() => onPick(o.platname)}
              >
                <span className={styles.name}>{o.name}</span>
                <Money value={o.balance} className={styles.balance} />
                <span className={styles.check} aria-hidden>
                  {active && <CheckOutline />}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Sheet>
  );
}
