import { RedoOutline } from 'antd-mobile-icons';
import { retryRead, type Rereadable } from '@/lib/query-client';
import styles from './refresh-button.module.css';

/** Reads a refresh tap asks for again; they spin the icon while they run. */
export type RefreshReads = readonly (Rereadable & { isFetching: boolean })[];

/** What a refresh tap does: read these again (joining a read of them that runs), or run an action. */
export type Refreshes =
  | { reads: RefreshReads; action?: never }
  | { action: { run: () => unknown; pending: boolean }; reads?: never };

/**
 * The one refresh control: an icon button labelled for screen readers whose icon turns while the
 * refresh runs. A tap asks for its reads through retryRead, so a tap while a poll (or an earlier
 * tap) is reading joins that read instead of cancelling it and sending another request; an action
 * (a POST that recomputes the balance) is single-flight through useAction. `className` is the
 * screen's size and colour.
 */
export function RefreshButton({
  label,
  className: screenClass,
  onHero = false,
  busy,
  ...refreshes
}: Refreshes & {
  label: string;
  className?: string;
  /** Stands on a brand-coloured hero: the shared size and colour instead of `className`. */
  onHero?: boolean;
  /** Says aria-busy while spinning (the home panel announces it). */
  busy?: boolean;
}) {
  const className = onHero ? styles.onHero : screenClass;
  const spinning = refreshes.reads
    ? refreshes.reads.some((read) => read.isFetching)
    : refreshes.action.pending;
  const refresh = () => {
    if (refreshes.reads) for (const read of refreshes.reads) retryRead(read)();
    else void refreshes.action.run();
  };
  return (
    <button
      type="button"
      className={spinning ? `${className ?? ''} ${styles.spinning}` : className}
      aria-label={label}
      aria-busy={busy ? spinning : undefined}
      onClick={refresh}
    >
      <RedoOutline aria-hidden />
    </button>
  );
}
