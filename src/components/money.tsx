import { formatYuan } from '@contract/money';
import { signedAmount } from '@/lib/money';

/**
 * An amount in yuan, two decimals, tabular figures (docs/product.md: money always two decimals). `tone`:
 * 'money' the brand's money red (a balance, a sum to pay), 'plain' the text colour (an amount in a
 * record's line), 'signed' red above zero, green below, plain at zero (records' gains and losses).
 */
export function Money({
  value,
  unit = false,
  className,
  tone = 'money',
}: {
  value: number | string | null | undefined;
  unit?: boolean;
  className?: string;
  tone?: 'money' | 'plain' | 'signed';
}) {
  const toneClass =
    tone === 'plain' ? ' money-even' : tone === 'signed' ? ` money-${signedAmount(value).tone}` : '';
  return (
    <span className={`money${toneClass}${className ? ` ${className}` : ''}`}>
      {formatYuan(value)}
      {unit && '元'}
    </span>
  );
}

/** A gain or loss with its sign: +12.50 in red, -5.00 in green, 0.00 plain (member and team records). */
export function SignedMoney({ value }: { value: number | string | null | undefined }) {
  const { text, tone } = signedAmount(value);
  return <span className={`money money-${tone}`}>{text}</span>;
}
