import type { SVGProps } from 'react';
import { LineIcon } from './line-icon';

/** Leave: a door with an arrow going out (退出登录). */
export function LogoutIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M10 4H5.5A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20H10" />
      <path d="M15.5 8 19.5 12l-4 4" />
      <path d="M9.5 12h10" />
    </LineIcon>
  );
}

/** Pay in: a wallet with a plus (存款). */
export function DepositIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M4 7.5h14.5A1.5 1.5 0 0 1 20 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5v-11Z" />
      <path d="M4 7.5 15 4.2a1 1 0 0 1 1.3.95V7.5" />
      <path d="M12 11v6M9 14h6" />
    </LineIcon>
  );
}
