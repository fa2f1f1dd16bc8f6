import { NameSearch } from './name-search';
import { RangeFilter } from './range-filter';
import type { RangeParams } from './use-range-params';

/**
 * The filter bar of the team reports: the date range and, on a report by member, the username
 * search. Both are read from and written to the query string (useRangeParams).
 */
export function TeamFilters({ filters, search = false }: { filters: RangeParams; search?: boolean }) {
  const { range, days } = filters;
  return (
    <>
      {/* Keyed by the range, so the custom dates show what the query string says after back. */}
      <RangeFilter
        key={`${days.start}/${days.end}`}
        range={range}
        days={days}
        onQuick={filters.setQuick}
        onCustom={filters.setCustom}
      />
      {search && <NameSearch value={filters.username} onSearch={filters.setUsername} />}
    </>
  );
}
