import { RedoOutline } from 'antd-mobile-icons';
import styles from './refresh-button.module.css';

/**
 * The one balance-refresh control: an icon button labelled for screen readers whose icon turns
 * while the refresh runs. `className` is the screen's size and colour.
 */
export function RefreshButton({
  label,
  spinning,
  onRefresh,
  className,
  disabled,
  busy,
}: {
  label: string;
  spinning: boolean;
  onRefresh: () => void;
  className?: string;
  disabled?: boolean;
  /** Says aria-busy while spinning (the home panel announces it). */
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      className={spinning ? `${className ?? ''} ${styles.spinning}` : className}
      aria-label={label}
      aria-busy={busy ? spinning : undefined}
      disabled={disabled}
      onClick={onRefresh}
    >
      <RedoOutline aria-hidden />
    </button>
  );
}
