import { InfiniteList } from '@/components/infinite-list';
import { PageNav } from '@/components/page-nav';
import { paths } from '@/config/paths';
import { useAccount } from '@/core/session/query-keys';
import { activityApplyLogKey } from '@/core/promotions/activity-apply-log';
import { fetchActivityApplyLog } from '../api/get-activity-apply-log';
import styles from '../components/record-row.module.css';
import { applyStateLabel, applyStateTone, recordTexts } from '../model';

/** /activityRecord (活动申请记录): the member's promotion applications. */
export default function ActivityRecordRoute() {
  const account = useAccount();
  return (
    <div className={styles.page}>
      <PageNav title={recordTexts.activityTitle} fallback={paths.mine} />
      <div className={styles.list}>
        <InfiniteList
          queryKey={activityApplyLogKey(account)}
          fetchPage={fetchActivityApplyLog}
          itemKey={(row, i) => `${row.created_at}-${i}`}
          renderItem={(row) => (
            <article className={styles.row}>
              <div className={styles.head}>
                <span className={styles.name}>{row.activity_name}</span>
                <span className={`${styles.tag} ${styles[applyStateTone(row.state)] ?? ''}`}>
                  {applyStateLabel(row.state)}
                </span>
              </div>
              <p className={styles.time}>
                {recordTexts.applyTime}：{row.created_at}
              </p>
            </article>
          )}
        />
      </div>
    </div>
  );
}
