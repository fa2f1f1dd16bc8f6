import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { INFINITE_SCROLL_THRESHOLD } from '@/config/constants';

/** Rows drawn beyond each edge of the viewport, so a fling shows rows rather than blank space. */
const OVERSCAN_ROWS = 6;
/** Before any row is measured: about one record card (three lines and its gap). */
const DEFAULT_ROW_HEIGHT = 110;

/**
 * Rows of a page-scrolled list, of which only those near the viewport are in the document (the
 * window scrolls, as everywhere in the app). Each shown row is measured, so rows may differ in
 * height. The list keeps its meaning for a screen reader: role=list, and on each row its position
 * and the list's size. `onNearEnd` is called while the viewport is within the infinite-scroll
 * offset of the list's end.
 */
export interface WindowedRowsProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** The whole list's size for assistive technology; -1 while unknown. */
  setSize: number;
  onNearEnd?: () => void;
  estimateRowHeight?: number;
}

export function WindowedRows<T>({
  items,
  itemKey,
  renderItem,
  setSize,
  onNearEnd,
  estimateRowHeight = DEFAULT_ROW_HEIGHT,
}: WindowedRowsProps<T>) {
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

  // The key function must keep its identity while the rows stay the same: a new one makes the
  // virtualizer recompute every row's place (10,000 keys) on each scroll frame.
  const getItemKey = useCallback((index: number) => itemKey(items[index] as T, index), [items, itemKey]);
  // Rows not measured yet are taken to be as tall as the first row measured, so the list's height
  // (and where a row sits) hardly moves as rows are measured — no scroll correction on the way up.
  const typical = useRef(0);
  const measure = useCallback(
    (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>) => {
      const size = measureElement(element, entry, instance);
      if (!typical.current && size > 0) typical.current = size;
      return size;
    },
    [],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => typical.current || estimateRowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    getItemKey,
    measureElement: measure,
    // Rows coming into view render in React's own task rather than synchronously inside the scroll
    // event (the library's default, flushSync): the scroll handler returns at once and the frame's
    // work is not one long task. The overscan (six rows, about 800 px) covers the rows a fling
    // reaches before that render.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();

  const viewEnd = (virtualizer.scrollOffset ?? 0) + (virtualizer.scrollRect?.height ?? window.innerHeight);
  const nearEnd = viewEnd >= listTop + total - INFINITE_SCROLL_THRESHOLD;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd]);

  // A scroll re-renders this list only: a row already shown keeps its element and is not drawn
  // again unless its item, place or the list's size changed (Row is memoized).
  return (
    <div ref={listRef} role="list" className="windowed-list" style={{ height: total }}>
      {rows.map((row) => (
        <Row
          key={row.key}
          index={row.index}
          item={items[row.index] as T}
          offset={row.start - listTop}
          setSize={setSize}
          measure={virtualizer.measureElement}
          renderItem={renderItem as (item: unknown, index: number) => ReactNode}
        />
      ))}
    </div>
  );
}

const Row = memo(function Row({
  index,
  item,
  offset,
  setSize,
  measure,
  renderItem,
}: {
  index: number;
  item: unknown;
  offset: number;
  setSize: number;
  measure: (element: HTMLDivElement | null) => void;
  renderItem: (item: unknown, index: number) => ReactNode;
}) {
  return (
    <div
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={setSize}
      data-index={index}
      ref={measure}
      className="windowed-row"
      style={{ transform: `translateY(${offset}px)` }}
    >
      {renderItem(item, index)}
    </div>
  );
});
