import Button from '@/components/button';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { dayRangeRules } from '@contract/agent-rules';
import { firstFailure } from '@contract/rule';
import { centreTexts, QUICK_RANGES, type QuickRange } from '../centre-model';
import styles from './agent.module.css';

/**
 * 今日 / 昨日 / 本周 / 本月 and a custom range of Beijing days. The choice lives in the query
 * string (the caller's `onChange`), so back and reload keep it.
 */
export function RangeFilter({
  range,
  days,
  onQuick,
  onCustom,
}: {
  range: QuickRange | 'custom';
  days: { start: string; end: string };
  onQuick: (range: QuickRange) => void;
  onCustom: (start: string, end: string) => void;
}) {
  const [start, setStart] = useState(days.start);
  const [end, setEnd] = useState(days.end);
  return (
    <div className={styles.filters}>
      <div className={styles.quick} role="group" aria-label="日期">
        {QUICK_RANGES.map((r) => (
          <Button
            key={r.value}
            size="small"
            color="primary"
            fill={range === r.value ? 'solid' : 'outline'}
            aria-pressed={range === r.value}
            onClick={() => onQuick(r.value)}
          >
            {r.label}
          </Button>
        ))}
      </div>
      <form
        className={styles.custom}
        onSubmit={(e) => {
          e.preventDefault();
          const problem = firstFailure(dayRangeRules, { start, end });
          if (problem) toast.error(problem);
          else onCustom(start, end);
        }}
      >
        <input
          type="date"
          aria-label={centreTexts.start}
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <span aria-hidden>至</span>
        <input
          type="date"
          aria-label={centreTexts.end}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
        <Button size="small" type="submit" color="primary" fill={range === 'custom' ? 'solid' : 'outline'}>
          {centreTexts.custom}
        </Button>
      </form>
    </div>
  );
}
