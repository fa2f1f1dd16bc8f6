import Skeleton from '@/components/skeleton';
import { CloseOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { LineTabs } from '@/components/line-tabs';
import { tabPanelProps } from '@/components/tab-list';
import { ROUTE_LEAVE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { messages } from '@/config/messages';
import { useGo } from '@/core/nav/use-go';
import { useActivityList } from '../api/get-activity-list';
import { useActivityTypes } from '../api/get-activity-types';
import { PromoBanner } from '../components/promo-banner';
import { ALL_TAB, activityInfoPath, listTypeOf, nextTab, promotionTabs, promotionTexts } from '../model';
import styles from './activity.module.css';

/** While mounted, the page behind the overlay cannot scroll (docs/product.md#screens-and-routes). Layout effect: released
 *  before the next screen restores its scroll position. */
function useBodyScrollLock(): void {
  useLayoutEffect(() => {
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, []);
}

/** /activity — promotions overlay: tabs per type, banners to /activityInfo?id=. */
export default function ActivityRoute() {
  useBodyScrollLock();
  const navigate = useNavigate();
  const go = useGo();
  const [tab, setTab] = useState(ALL_TAB);
  const tabsId = useId();
  const [leaving, setLeaving] = useState(false);
  // Opened from another screen it slides in; landed on, it is drawn in place, over the boot screen's
  // first banner at the same spot (index.html's boot style).
  const { key } = useLocation();
  const [landed] = useState(() => key === 'default');
  const leaveTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const types = useActivityTypes();
  const list = useActivityList(listTypeOf(tab));

  const close = () => {
    if (leaving) return;
    setLeaving(true);
    leaveTimer.current = window.setTimeout(() => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) void navigate(-1);
      else void navigate(paths.home, { replace: true });
    }, ROUTE_LEAVE_MS);
  };

  const onTab = (key: string) => {
    const next = nextTab(tab, key);
    if (next !== null) setTab(next);
  };

  return (
    <section
      className={`${styles.overlay} ${leaving ? styles.leaving : landed ? '' : styles.entering}`}
      aria-labelledby="activity-title"
    >
      <div className={styles.top}>
        <h1 id="activity-title" className={styles.title}>
          {promotionTexts.title}
        </h1>
        <button type="button" className={styles.close} aria-label={promotionTexts.close} onClick={close}>
          <CloseOutline aria-hidden />
        </button>
      </div>
      <LineTabs
        tabs={promotionTabs(types.data).map((t) => ({ key: t.key, label: t.title }))}
        active={tab}
        onChange={onTab}
        label={promotionTexts.title}
        idBase={tabsId}
        className={styles.tabs}
      />
      <div {...tabPanelProps(tabsId, tab)} className={styles.list} aria-busy={list.isFetching}>
        <QueryState
          query={list}
          isEmpty={(items) => items.length === 0}
          loading={
            <div role="status" aria-label={messages.loading}>
              {[0, 1, 2].map((i) => (
                <div key={i} className={styles.item}>
                  <Skeleton animated className={styles.skeletonBanner} />
                  <Skeleton.Title animated />
                </div>
              ))}
            </div>
          }
        >
          {(items) => (
            <ul className={styles.items}>
              {items.map((activity, i) => (
                <li key={activity.id}>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => go(activityInfoPath(activity.id))}
                  >
                    <PromoBanner src={activity.banner} alt={activity.title} priority={i === 0} />
                    <span className={styles.itemTitle}>
                      <span>{activity.title}</span>
                      <RightOutline aria-hidden />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}
