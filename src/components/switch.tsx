// The kit's own switch CSS, unchanged: the same classes, the same look.
import 'antd-mobile/es/components/switch/switch.css';
import styles from './switch.module.css';

/**
 * The kit's Switch as the screens use it (a controlled `checked`, `loading`, `onChange`; the kit's
 * markup and `adm-switch` classes) without its JavaScript, which brings the kit's config provider,
 * value hook and helpers into the screen's first paint. A real button, so it takes focus and the
 * keyboard (the kit draws a div). While loading or disabled a tap does nothing.
 */
export default function Switch({
  checked,
  loading = false,
  disabled = false,
  onChange,
  ...aria
}: {
  checked: boolean;
  loading?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}) {
  const off = disabled || loading;
  const classes = ['adm-switch', styles.switch];
  if (checked) classes.push('adm-switch-checked');
  if (off) classes.push('adm-switch-disabled');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-disabled={off}
      aria-busy={loading || undefined}
      className={classes.join(' ')}
      onClick={() => {
        if (!off) onChange(!checked);
      }}
      {...aria}
    >
      <span className="adm-switch-checkbox">
        <span className="adm-switch-handle">
          {loading && (
            <svg className="adm-switch-spin-icon" viewBox="0 0 28 28" aria-hidden>
              <circle
                cx="14"
                cy="14"
                r="11"
                fill="none"
                stroke="var(--adm-color-primary)"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeDasharray="52 70"
              />
            </svg>
          )}
        </span>
        <span className="adm-switch-inner" />
      </span>
    </button>
  );
}
