import { Popup } from '@/components/overlays';
import { DownFill } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '@/lib/when-idle';
import styles from './filter-popup.module.css';

export interface FilterOption<V> {
  value: V;
  label: string;
}

/** One button for each option, the chosen one pressed. */
function Choices<V extends string | number>({
  className,
  value,
  options,
  onChoose,
}: {
  className: string | undefined;
  value: V;
  options: readonly FilterOption<V>[];
  onChoose: (value: V) => void;
}) {
  return options.map((option) => (
    <button
      key={String(option.value)}
      type="button"
      className={option.value === value ? `${className} ${styles.active}` : className}
      aria-pressed={option.value === value}
      onClick={() => onChoose(option.value)}
    >
      {option.label}
    </button>
  ));
}

/**
 * A filter chip showing the current choice; tapping opens a bottom popup with a grid of options
 * and a 取消. The popup belongs to the history entry it was opened on (docs/architecture.md, "Overlays belong
 * to their route"): it is open only while that entry is the current one, so it never shows over another
 * screen, and after Back and a return (a new entry, even to the same path of a kept-alive screen) it stays
 * closed.
 */
export function FilterPopup<V extends string | number>({
  label,
  title,
  value,
  options,
  display,
  onChange,
}: {
  /** Accessible name of the chip, e.g. 选择平台. */
  label: string;
  /** The popup's heading. */
  title: string;
  value: V;
  options: readonly FilterOption<V>[];
  /** The chip's text when the value is none of the options (a quick button's day). */
  display?: string;
  onChange: (value: V) => void;
}) {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // The picker is what a list screen's filters are for: its code (and the kit's animation library)
  // is fetched once the screen is drawn and the main thread is idle, not before the first paint and
  // not after the tap, which would then wait for the network.
  useEffect(() => whenIdle(Popup.preload), []);
  const open = openAt === key;
  const current = options.find((o) => o.value === value)?.label ?? display ?? options[0]?.label ?? '';
  return (
    <>
      <button
        type="button"
        className={styles.chip}
        aria-label={`${label}：${current}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenAt(key)}
      >
        <span className={styles.chipText}>{current}</span>
        <DownFill aria-hidden className={styles.arrow} />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpenAt(null)}
        onClose={() => setOpenAt(null)}
        destroyOnClose
        bodyClassName={styles.body}
      >
        <div role="dialog" aria-label={title}>
          <p className={styles.title}>{title}</p>
          <div className={styles.grid}>
            <Choices
              className={styles.option}
              value={value}
              options={options}
              onChoose={(chosen) => {
                setOpenAt(null);
                if (chosen !== value) onChange(chosen);
              }}
            />
          </div>
          <button type="button" className={styles.cancel} onClick={() => setOpenAt(null)}>
            取消
          </button>
        </div>
      </Popup>
    </>
  );
}

/** A row of quick buttons (one pressed), e.g. the record date buttons. */
export function QuickButtons<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <div className={styles.quick} role="group" aria-label={label}>
      <Choices
        className={styles.quickButton}
        value={value}
        options={options}
        onChoose={(chosen) => chosen !== value && onChange(chosen)}
      />
    </div>
  );
}
