import type { TransRecord } from '@contract/record-calls';
import { useId } from 'react';
import { Link } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LineTabs } from '@/components/line-tabs';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { VenueDateFilters } from '@/components/venue-date-filters';
import { PullRefresh } from '@/components/pull-refresh';
import { tabPanelProps } from '@/components/tab-list';
import { paths } from '@/config/paths';
import { useAccount } from '@/core/session/query-keys';
import { useVenueFilterOptions } from '@/core/wallets/venue-filter';
import { TRANS_QUICK_OPTIONS, transDateView } from '@/lib/record-dates';
import { useFilterParams } from '@/lib/use-filter-params';
import { transRecordsKey } from '@/core/wallets/money-queries';
import { fetchTransRecords } from '../api/get-trans-records';
import { PeriodTotals } from '../components/period-totals';
import styles from '../components/record-row.module.css';
import {
  parseTransType,
  pendingDepositPath,
  recordTexts,
  showsOrderNo,
  TRANS_TYPE_LABEL,
  TRANS_TYPES,
  transDateOptions,
  transStateLabel,
  transStateTone,
  transRowPath,
  transTotals,
  type TransType,
} from '../model';

function TransRow({ row, type }: { row: TransRecord; type: TransType }) {
  const payPath = pendingDepositPath(type, row);
  const to = transRowPath(type, row);
  const body = (
    <>
      {showsOrderNo(type) && (
        <p className={styles.line}>
          <span>
            {recordTexts.orderNo}：<span className={styles.value}>{row.out_trade_no}</span>
          </span>
        </p>
      )}
      <p className={styles.line}>
        <span>
          {recordTexts.amount}：<Money value={row.amount} className={styles.value} />
        </span>
        <span>{row.pay_way}</span>
        <span className={`${styles.tag} ${styles[transStateTone(type, row.state)] ?? ''}`}>
          {transStateLabel(type, row.state)}
        </span>
      </p>
      <p className={styles.time}>
        {row.created_at}
        {payPath && <span className={styles.more}>{recordTexts.payPending} ›</span>}
      </p>
    </>
  );
  return to ? (
    <Link to={to} className={`${styles.row} ${styles.rowLink}`}>
      <article>{body}</article>
    </Link>
  ) : (
    <article className={styles.row}>{body}</article>
  );
}

/** /transRecord (交易记录): type tabs, venue popup, dates (quick buttons and popup), infinite list. */
export default function TransRecordRoute() {
  const account = useAccount();
  const venues = useVenueFilterOptions();
  const { params, setFilter } = useFilterParams();
  const type = parseTransType(params.get('type'));
  const dates = transDateView(params.get('date'));
  const plat = params.get('plat') ?? '';
  const filters = { type, date: dates.date, plat };
  const tabsId = useId();

  return (
    <div className={styles.page}>
      <PageNav title={recordTexts.transTitle} fallback={paths.mine} />
      <VenueDateFilters
        className={styles.filters}
        venues={venues}
        plat={plat}
        date={dates.filter}
        dateOptions={transDateOptions}
        quickOptions={TRANS_QUICK_OPTIONS}
        dateLabel={dates.label}
        range={dates.days}
        dateChip
        onFilter={setFilter}
      >
        <LineTabs
          tabs={TRANS_TYPES.map((t) => ({ key: String(t), label: TRANS_TYPE_LABEL[t] }))}
          active={String(type)}
          onChange={(key) => setFilter('type', key)}
          label={recordTexts.types}
          idBase={tabsId}
        />
      </VenueDateFilters>
      <PullRefresh keys={[transRecordsKey(account, filters)]}>
        <div {...tabPanelProps(tabsId, String(type))} className={styles.list}>
          <InfiniteList
            queryKey={transRecordsKey(account, filters)}
            fetchPage={(page) => fetchTransRecords(filters, page)}
            within={dates.within}
            // The server's totals are for the period it was asked (`date`); a quick range the call
            // cannot ask for (昨天, 本月) is cut from it here, so its totals would not match.
            header={(first) => (first && !dates.within ? <PeriodTotals totals={transTotals(first)} /> : null)}
            itemKey={(row, i) => `${row.out_trade_no ?? ''}-${row.created_at}-${i}`}
            renderItem={(row) => <TransRow row={row} type={type} />}
          />
        </div>
      </PullRefresh>
    </div>
  );
}
