import type { SVGProps } from 'react';

/**
 * Line icons the kit (antd-mobile-icons) lacks, drawn to sit beside its outline icons: 1em square,
 * currentColor, decorative (aria-hidden) unless given a label.
 */
export function LineIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
