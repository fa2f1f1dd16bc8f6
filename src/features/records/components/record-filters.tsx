import type { ReactNode } from 'react';
import { FilterPopup, QuickButtons, type FilterOption } from '@/components/filter-popup';
import { recordTexts } from '../model';
import styles from './record-row.module.css';

/**
 * The filter header of the record lists (/betRecord, /transRecord): an optional piece above (the
 * type tabs), the venue chip (and the date chip when `dateChip`), the date quick buttons and the
 * date range shown in words. Every change goes to `onFilter` (the screen's query string).
 */
export function RecordFilters<D extends string | number>({
  venues,
  plat,
  date,
  dateOptions,
  quickOptions = dateOptions,
  dateLabel,
  range,
  dateChip = false,
  onFilter,
  children,
}: {
  venues: readonly FilterOption<string>[];
  plat: string;
  date: D;
  /** The date popup's choices. */
  dateOptions: readonly FilterOption<D>[];
  /** The quick buttons, when they differ from the popup (/transRecord). */
  quickOptions?: readonly FilterOption<D>[];
  /** The date chip's text when the date is a quick button the popup does not have. */
  dateLabel?: string;
  /** The date range in words (`rangeText(...)`). */
  range: string;
  dateChip?: boolean;
  onFilter: (key: 'plat' | 'date', value: string | number) => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.filters}>
      {children}
      <div className={styles.chips}>
        <FilterPopup
          label={recordTexts.venue}
          title={recordTexts.venue}
          value={plat}
          options={venues}
          onChange={(v) => onFilter('plat', v)}
        />
        {dateChip && (
          <FilterPopup
            label={recordTexts.date}
            title={recordTexts.date}
            value={date}
            options={dateOptions}
            display={dateLabel}
            onChange={(v) => onFilter('date', v)}
          />
        )}
      </div>
      <QuickButtons
        label={recordTexts.dateButtons}
        value={date}
        options={quickOptions}
        onChange={(v) => onFilter('date', v)}
      />
      <p className={styles.range}>{range}</p>
    </div>
  );
}
