import type { ReactNode } from 'react';
import { FilterPopup, QuickButtons, type FilterOption } from './filter-popup';
import styles from './venue-date-filters.module.css';

const texts = { venue: '选择平台', date: '选择日期', dateButtons: '日期' } as const;

/**
 * The filter header of a record list (/betRecord, /transRecord, /fanshui): an optional piece above
 * (the type tabs), the venue chip (and the date chip when `dateChip`), the date quick buttons and
 * the date range shown in words. Every change goes to `onFilter` (the screen's query string);
 * `className` is the screen's box around them.
 */
export function VenueDateFilters<D extends string | number>({
  className,
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
  className: string | undefined;
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
    <div className={className}>
      {children}
      <div className={styles.chips}>
        <FilterPopup
          label={texts.venue}
          title={texts.venue}
          value={plat}
          options={venues}
          onChange={(v) => onFilter('plat', v)}
        />
        {dateChip && (
          <FilterPopup
            label={texts.date}
            title={texts.date}
            value={date}
            options={dateOptions}
            display={dateLabel}
            onChange={(v) => onFilter('date', v)}
          />
        )}
      </div>
      <QuickButtons
        label={texts.dateButtons}
        value={date}
        options={quickOptions}
        onChange={(v) => onFilter('date', v)}
      />
      <p className={styles.range}>{range}</p>
    </div>
  );
}
