// The kit's own Popup, not components/overlays.tsx: this sheet is itself loaded on demand
// (./lazy-wallet-picker.tsx).
import Popup from 'antd-mobile/es/components/popup';
import { CheckOutline } from 'antd-mobile-icons';
import { Money } from '@/components/money';
import { SheetHead, sheetBody } from '@/components/sheet-head';
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
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheetBody(styles.body)}
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-labelledby="wallet-picker-title">
        <SheetHead title={t.choose} titleId="wallet-picker-title" closeLabel="取消" onClose={onClose} />
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
      </div>
    </Popup>
  );
}
