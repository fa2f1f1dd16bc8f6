// The kit's own tag CSS, unchanged: the same class, the same look.
import 'antd-mobile/es/components/tag/tag.css';
import type { CSSProperties, ReactNode } from 'react';

const colors = {
  default: 'var(--adm-color-text-secondary, #666666)',
  primary: 'var(--adm-color-primary, #1677ff)',
  success: 'var(--adm-color-success, #00b578)',
  warning: 'var(--adm-color-warning, #ff8f1f)',
  danger: 'var(--adm-color-danger, #ff3141)',
};

/**
 * The kit's Tag as the agent screens use it (the same span, class and colour variables), without
 * its default-props and native-props helpers (about 0.7 KB brotli in an agent screen's first paint).
 */
export default function Tag({
  color = 'default',
  fill = 'solid',
  children,
}: {
  color?: keyof typeof colors;
  fill?: 'solid' | 'outline';
  children: ReactNode;
}) {
  const value = colors[color];
  const style = {
    '--border-color': value,
    '--text-color': fill === 'outline' ? value : '#ffffff',
    '--background-color': fill === 'outline' ? 'transparent' : value,
  } as CSSProperties;
  return (
    <span className="adm-tag" style={style}>
      {children}
    </span>
  );
}
