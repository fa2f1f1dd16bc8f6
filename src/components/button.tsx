// The kit's own button CSS, unchanged: the same classes, the same look (src/styles/theme.css and a
// few screens adjust `.adm-button`).
import 'antd-mobile/es/components/button/button.css';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import DotLoading from './dot-loading';

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
          <DotLoading color="currentColor" />
        </div>
      ) : (
        <span>{children}</span>
      )}
    </button>
  );
}
