import Button from 'antd-mobile/es/components/button';
import { FilterPopup, QuickButtons } from '@/components/filter-popup';
import { InfiniteList } from '@/components/infinite-list';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { FooterNav } from '@/core/nav/footer-nav';
import { toCents } from '@/lib/money';
import { useAccount } from '@/core/session/query-keys';
import { useVenueFilterOptions } from '@/core/wallets/venue-filter';
import {
  inDays,
  parseTransDateFilter,
  rangeText,
  TRANS_QUICK_OPTIONS,
  transDateLabel,
  transDateQuery,
  type TransDateFilter,
} from '@/lib/record-dates';
import { useAction } from '@/core/actions/use-action';
import { useSearchParams } from 'react-router';
import { claimFanshui } from '../api/claim-fanshui';
import { fanshuiKeys, fetchFanshui } from '../api/get-fanshui';
import { claimText, rebateDateOptions, rebateTexts } from '../model';
import styles from './fanshui.module.css';

/** /fanshui (返水中心): totals, 一键领取, venue and date filters, the rebate rows. */
export default function FanshuiRoute() {
  const account = useAccount();
  const venues = useVenueFilterOptions();
  const [params, setParams] = useSearchParams();
  const dateFilter = parseTransDateFilter(params.get('date'));
  const { date, range } = transDateQuery(dateFilter);
  const plat = params.get('plat') ?? '';
  const filters = { date, plat };
  const claim = useAction(claimFanshui);
  const setFilter = (key: string, value: string | TransDateFilter) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, String(value));
        return next;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <PageNav title={rebateTexts.title} />
      <div className={styles.list}>
        <InfiniteList
          queryKey={fanshuiKeys.list(account, filters)}
          fetchPage={(page) => fetchFanshui(filters, page)}
          paginatorOf={(answer) => answer.list}
          within={typeof dateFilter === 'string' ? inDays(range) : undefined}
          header={(first) => (
            <>
              <section className={styles.summary} aria-label={rebateTexts.title}>
                <div className={styles.totals}>
                  <div className={styles.total}>
                    <p className={styles.totalLabel}>{rebateTexts.claimed}</p>
                    <p className={styles.totalValue} aria-label={rebateTexts.claimed}>
                      {first ? <Money value={first.jisuan} /> : '--'}
                    </p>
                  </div>
                  <div className={styles.total}>
                    <p className={styles.totalLabel}>{rebateTexts.unclaimed}</p>
                    <p className={styles.totalValue} aria-label={rebateTexts.unclaimed}>
                      {first ? <Money value={first.nojisuan} /> : '--'}
                    </p>
                  </div>
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
              <div className={styles.filters}>
                <div className={styles.chips}>
                  <FilterPopup
                    label={rebateTexts.venue}
                    title={rebateTexts.venue}
                    value={plat}
                    options={venues}
                    onChange={(v) => setFilter('plat', v)}
                  />
                  <FilterPopup
                    label={rebateTexts.date}
                    title={rebateTexts.date}
                    value={dateFilter}
                    options={rebateDateOptions}
                    display={transDateLabel(dateFilter)}
                    onChange={(v) => setFilter('date', v)}
                  />
                </div>
                <QuickButtons
                  label={rebateTexts.dateButtons}
                  value={dateFilter}
                  options={TRANS_QUICK_OPTIONS}
                  onChange={(v) => setFilter('date', v)}
                />
                <p className={styles.range}>{rangeText(range)}</p>
              </div>
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
