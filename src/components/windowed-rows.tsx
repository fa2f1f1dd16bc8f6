import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { INFINITE_SCROLL_THRESHOLD } from '@/config/constants';

/** Rows drawn beyond each edge of the viewport, so a fling shows rows rather than blank space. */
const OVERSCAN_ROWS = 6;
/** Before a row is measured: about one record card (three lines and its gap). */
const DEFAULT_ROW_HEIGHT = 110;

/**
 * Rows of a page-scrolled list, of which only those near the viewport are in the document (the
 * window scrolls, as everywhere in the app). Each shown row is measured, so rows may differ in
 * height. The list keeps its meaning for a screen reader: role=list, and on each row its position
 * and the list's size. `onNearEnd` is called while the viewport is within the infinite-scroll
 * offset of the list's end.
 */
export function WindowedRows<T>({
  items,
  itemKey,
  renderItem,
  setSize,
  onNearEnd,
  estimateRowHeight = DEFAULT_ROW_HEIGHT,
}: {
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** The whole list's size for assistive technology; -1 while unknown. */
  setSize: number;
  onNearEnd?: () => void;
  estimateRowHeight?: number;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts in the document: the window's scroll offset counts from there.
  const [listTop, setListTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = listRef.current;
      if (!el) return;
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setListTop((old) => (old === top ? old : top));
    };
    measure();
    // What sits above the list (filters, totals) can change height as it loads.
    const above = listRef.current?.parentElement;
    const observer = typeof ResizeObserver === 'undefined' || !above ? null : new ResizeObserver(measure);
    if (above) observer?.observe(above);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    getItemKey: (index) => itemKey(items[index] as T, index),
  });
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();

  const viewEnd = (virtualizer.scrollOffset ?? 0) + (virtualizer.scrollRect?.height ?? window.innerHeight);
  const nearEnd = viewEnd >= listTop + total - INFINITE_SCROLL_THRESHOLD;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd]);

  return (
    <div ref={listRef} role="list" className="windowed-list" style={{ height: total }}>
      {rows.map((row) => (
        <div
          key={row.key}
          role="listitem"
          aria-posinset={row.index + 1}
          aria-setsize={setSize}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="windowed-row"
          style={{ transform: `translateY(${row.start - listTop}px)` }}
        >
          {renderItem(items[row.index] as T, row.index)}
        </div>
      ))}
    </div>
  );
}
