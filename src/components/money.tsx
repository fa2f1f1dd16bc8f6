import { formatYuan } from '@/lib/money';

/** An amount in yuan, two decimals, tabular figures (spec: money always two decimals). */
export function Money({
  value,
  unit = false,
  className,
}: {
  value: number | string | null | undefined;
  unit?: boolean;
  className?: string;
}) {
  return (
    <span className={className ? `money ${className}` : 'money'}>
      {formatYuan(value)}
      {unit && '元'}
    </span>
  );
}
