import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { WindowedRowsProps } from './windowed-rows';

type Windowed = <T>(props: WindowedRowsProps<T>) => ReactNode;

let windowed: Windowed | undefined;
let loading: Promise<Windowed> | undefined;

/** Fetches the windowing code (a list's first rows do not wait for it). */
export function loadWindowed(): Promise<Windowed> {
  return (loading ??= import('./windowed-rows').then(
    (module) => (windowed = module.WindowedRows),
    (error: unknown) => {
      loading = undefined; // offline: the next scroll asks again
      throw error;
    },
  ));
}

/** Rows shown before the windowing code has arrived: more than the tallest phone shows at once. */
export const FIRST_ROWS = 30;

/**
 * WindowedRows, whose windowing (the virtualizer, 9 KB brotli) is not needed to draw a list's
 * first rows: until it arrives (once the screen is drawn and the browser is idle, or at the first
 * scroll or touch) the first rows are placed as the windowed list places them (FirstRows), so
 * nothing moves when it takes over. The next page is asked for by the windowed list.
 */
export function DeferredRows<T>(props: WindowedRowsProps<T>) {
  const [Rows, setRows] = useState(() => windowed);

  useEffect(() => {
    if (Rows) return;
    let live = true;
    const load = () => {
      loadWindowed().then(
        (component) => {
          if (live) setRows(() => component);
        },
        () => undefined,
      );
    };
    const cancel = whenIdle(load);
    window.addEventListener('scroll', load, { passive: true });
    window.addEventListener('touchstart', load, { passive: true });
    return () => {
      live = false;
      cancel();
      window.removeEventListener('scroll', load);
      window.removeEventListener('touchstart', load);
    };
  }, [Rows]);

  return Rows ? <Rows {...props} /> : <FirstRows {...props} />;
}

/**
 * The first rows in the windowed list's boxes and places: each row as tall as the virtualizer
 * measures it (its offsetHeight, whole pixels) and below the ones before it, the list as tall as
 * they are. Placed before the first paint, and again when a row changes height.
 */
function FirstRows<T>({ items, itemKey, renderItem, setSize }: WindowedRowsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offsets, setOffsets] = useState<readonly number[]>([]);
  const shown = items.slice(0, FIRST_ROWS);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const rows = [...list.children] as HTMLElement[];
    const place = () => {
      let top = 0;
      const next = rows.map((row) => {
        const at = top;
        top += row.offsetHeight;
        return at;
      });
      next.push(top);
      setOffsets((old) => (old.length === next.length && old.every((at, i) => at === next[i]) ? old : next));
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    for (const row of rows) observer?.observe(row);
    return () => observer?.disconnect();
  }, [items]);

  return (
    <div ref={listRef} role="list" className="windowed-list" style={{ height: offsets[shown.length] ?? 0 }}>
      {shown.map((item, index) => (
        <div
          key={itemKey(item, index)}
          role="listitem"
          aria-posinset={index + 1}
          aria-setsize={setSize}
          data-index={index}
          className="windowed-row"
          style={{ transform: `translateY(${offsets[index] ?? 0}px)` }}
        >
          {renderItem(item, index)}
        </div>
      ))}
    </div>
  );
}
