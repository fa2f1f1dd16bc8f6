import Button from '@/components/button';
import { InfiniteList } from '@/components/infinite-list';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { VenueDateFilters } from '@/components/venue-date-filters';
import { FooterNav } from '@/core/nav/footer-nav';
import { toCents } from '@contract/money';
import { useAccount } from '@/core/session/query-keys';
import { useVenueFilterOptions } from '@/core/wallets/venue-filter';
import { TRANS_QUICK_OPTIONS, transDateView } from '@/lib/record-dates';
import { useFilterParams } from '@/lib/use-filter-params';
import { useClaimFanshui } from '../api/claim-fanshui';
import { fanshuiKey, fetchFanshui } from '../api/get-fanshui';
import { claimText, rebateDateOptions, rebateTexts } from '../model';
import styles from './fanshui.module.css';

/** One of the two sums over the list: its label, then the amount (-- until the first page). */
function Total({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <div className={styles.total}>
      <p className={styles.totalLabel}>{label}</p>
      <p className={styles.totalValue} aria-label={label}>
        {value === undefined ? '--' : <Money value={value} />}
      </p>
    </div>
  );
}

/** /fanshui (返水中心): totals, 一键领取, venue and date filters, the rebate rows. */
export default function FanshuiRoute() {
  const account = useAccount();
  const venues = useVenueFilterOptions();
  const { params, setFilter } = useFilterParams();
  const dates = transDateView(params.get('date'));
  const dateFilter = dates.filter;
  const plat = params.get('plat') ?? '';
  const filters = { date: dates.date, plat };
  const claim = useClaimFanshui();

  return (
    <div className={styles.page}>
      <PageNav title={rebateTexts.title} />
      <div className={styles.list}>
        <InfiniteList
          queryKey={fanshuiKey(account, filters)}
          fetchPage={(page) => fetchFanshui(filters, page)}
          paginatorOf={(answer) => answer.list}
          within={dates.within}
          header={(first) => (
            <>
              <section className={styles.summary} aria-label={rebateTexts.title}>
                <div className={styles.totals}>
                  <Total label={rebateTexts.claimed} value={first?.jisuan} />
                  <Total label={rebateTexts.unclaimed} value={first?.nojisuan} />
                </div>
                <Button
                  color="primary"
                  shape="rounded"
                  block
                  loading={claim.pending}
                  // Nothing to claim (待领取 0.00, or not known yet): the tap could only fail.
                  disabled={!first || (toCents(first.nojisuan) ?? 0) <= 0}
                  onClick={() => void claim.run()}
                >
                  {rebateTexts.claimAll}
                </Button>
              </section>
              <VenueDateFilters
                className={styles.filters}
                venues={venues}
                plat={plat}
                date={dateFilter}
                dateOptions={rebateDateOptions}
                quickOptions={TRANS_QUICK_OPTIONS}
                dateLabel={dates.label}
                range={dates.days}
                dateChip
                onFilter={setFilter}
              />
            </>
          )}
          itemKey={(row, i) => `${row.created_at}-${i}`}
          renderItem={(row) => (
            <article className={styles.row}>
              <div className={styles.rowHead}>
                <span className={styles.game}>{row.gamename}</span>
                <Money value={row.money} className={styles.money} />
              </div>
              <p className={styles.rowLine}>
                <span>{row.created_at}</span>
                <span className={row.state === 0 ? styles.pending : undefined}>{claimText(row)}</span>
              </p>
            </article>
          )}
        />
      </div>
      {/* Held at the bottom of the screen as on /mine and /withdrawal, not after the whole list. */}
      <div className={styles.footer}>
        <FooterNav />
      </div>
    </div>
  );
}
