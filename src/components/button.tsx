// The kit's own button CSS, unchanged: the same classes, the same look (src/styles/theme.css and a
// few screens adjust `.adm-button`).
import 'antd-mobile/es/components/button/button.css';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * The kit's Button as the screens use it (the same props, markup and classes: `adm-button`, its
 * colour, fill, size, shape, block and loading modifiers, the label in a <span>, three bouncing
 * dots while loading), without its JavaScript: the kit's Button brings its default-props and
 * native-props helpers and tslib (about 1.5 KB brotli) into the first paint of every form.
 */
export default function Button({
  color = 'default',
  fill = 'solid',
  size = 'middle',
  shape = 'default',
  block = false,
  loading = false,
  disabled = false,
  type = 'button',
  className,
  children,
  ...native
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type'> & {
  color?: 'default' | 'primary' | 'success' | 'warning' | 'danger';
  fill?: 'solid' | 'outline' | 'none';
  size?: 'mini' | 'small' | 'middle' | 'large';
  shape?: 'default' | 'rounded' | 'rectangular';
  block?: boolean;
  loading?: boolean;
  type?: 'submit' | 'reset' | 'button';
  children?: ReactNode;
}) {
  const classes = [
    'adm-button',
    `adm-button-${color}`,
    block && 'adm-button-block',
    (disabled || loading) && 'adm-button-disabled',
    fill !== 'solid' && `adm-button-fill-${fill}`,
    size !== 'middle' && `adm-button-${size}`,
    loading && 'adm-button-loading',
    `adm-button-shape-${shape}`,
    className,
  ];
  return (
    <button
      {...native}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
    >
      {loading ? (
        <div className="adm-button-loading-wrapper">
          <DotLoading />
        </div>
      ) : (
        <span>{children}</span>
      )}
    </button>
  );
}

/** The kit's DotLoading in the button's colour: three squares bouncing in turn. */
function DotLoading() {
  return (
    <div className="adm-loading adm-dot-loading" style={{ color: 'currentColor', display: 'inline-block' }}>
      <svg height="1em" viewBox="0 0 100 40" style={{ verticalAlign: '-0.125em' }}>
        <g stroke="none" strokeWidth="1" fill="none" fillRule="evenodd">
          {[0, 1, 2].map((i) => (
            <rect key={i} fill="currentColor" x={20 + i * 26} y="16" width="8" height="8" rx="2">
              <animate
                attributeName="y"
                from="16"
                to="16"
                dur="2s"
                begin={`${i * 0.2}s`}
                repeatCount="indefinite"
                values="16; 6; 26; 16; 16"
                keyTimes="0; 0.1; 0.3; 0.4; 1"
              />
            </rect>
          ))}
        </g>
      </svg>
    </div>
  );
}
