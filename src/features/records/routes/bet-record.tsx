import type { BetRecord } from '@contract/record-calls';
import { useNavigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { VenueDateFilters } from '@/components/venue-date-filters';
import { PullRefresh } from '@/components/pull-refresh';
import { PeriodTotals } from '../components/period-totals';
import { paths } from '@/config/paths';
import { useAccount } from '@/core/session/query-keys';
import { useVenueFilterOptions } from '@/core/wallets/venue-filter';
import { betDateRange, parseRecordDate, rangeText } from '@/lib/record-dates';
import { betRecordsKey, fetchBetRecords } from '../api/get-bet-records';
import styles from '../components/record-row.module.css';
import { useFilterParams } from '@/lib/use-filter-params';
import { betDateOptions, betStatusLabel, betTotals, recordTexts, winLoss } from '../model';

function BetRow({ row, venueName }: { row: BetRecord; venueName: string }) {
  const result = winLoss(row.win_loss);
  return (
    <article className={styles.row} aria-label={`${recordTexts.betId} ${row.bet_id}`}>
      <div className={styles.head}>
        <span className={styles.name}>{venueName}</span>
        <span className={styles.tag}>{betStatusLabel(row.status)}</span>
      </div>
      <p className={styles.line}>
        <span>
          {recordTexts.betId}：<span className={styles.value}>{row.bet_id}</span>
        </span>
      </p>
      <p className={styles.line}>
        <span>
          {recordTexts.betAmount}：<Money value={row.bet_amount} className={styles.value} />
        </span>
        <span>
          {recordTexts.winLoss}：<span className={styles[result.tone]}>{result.text}</span>
        </span>
      </p>
      <p className={styles.time}>{row.created_at}</p>
    </article>
  );
}

/** /betRecord (投注记录): venue and date filters, infinite list; close goes to /mine. */
export default function BetRecordRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  const venues = useVenueFilterOptions();
  const { params, setFilter } = useFilterParams();
  const date = parseRecordDate(params.get('date'), 1);
  const plat = params.get('plat') ?? '';
  const filters = { date, plat };
  const venueName = (row: BetRecord) =>
    row.name || venues.find((v) => v.value === row.platname)?.label || row.platname || row.Code || '';

  return (
    <div className={styles.page}>
      <PageNav title={recordTexts.betTitle} onBack={() => void navigate(paths.mine)} />
      <VenueDateFilters
        className={styles.filters}
        venues={venues}
        plat={plat}
        date={date}
        dateOptions={betDateOptions}
        range={rangeText(betDateRange(date))}
        onFilter={setFilter}
      />
      <PullRefresh keys={[betRecordsKey(account, filters)]}>
        <div className={styles.list}>
          <InfiniteList
            queryKey={betRecordsKey(account, filters)}
            fetchPage={(page) => fetchBetRecords(filters, page)}
            header={(first) => (first ? <PeriodTotals totals={betTotals(first)} /> : null)}
            itemKey={(row, i) => `${row.bet_id}-${i}`}
            renderItem={(row) => <BetRow row={row} venueName={venueName(row)} />}
          />
        </div>
      </PullRefresh>
    </div>
  );
}
