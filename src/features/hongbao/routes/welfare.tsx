import Button from '@/components/button';
import { useNavigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { paths } from '@/config/paths';
import { useAccount } from '@/core/session/query-keys';
import { useRedPacketInfo } from '../api/get-red-packet-info';
import { fetchRedPacketRecords, redPacketRecordsKey } from '../api/get-red-packet-records';
import { hongbaoTexts } from '../model';
import styles from './welfare.module.css';

/** One count over the button: the figure (named by its label), then the label. */
function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div>
      <p className={styles.value} aria-label={label}>
        {value ?? '--'}
      </p>
      <p className={styles.label}>{label}</p>
    </div>
  );
}

/** /welfare (福利中心): draws left and taken, 前往领取 to /hongbao, the red-packet records. */
export default function WelfareRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  const info = useRedPacketInfo();
  return (
    <div className={styles.page}>
      <PageNav title={hongbaoTexts.welfareTitle} fallback={paths.mine} />
      <section className={styles.summary} aria-label={hongbaoTexts.welfareTitle}>
        <div className={styles.counts}>
          <Count label={hongbaoTexts.remaining} value={info.data?.sendnums} />
          <Count label={hongbaoTexts.taken} value={info.data?.acquirednum} />
        </div>
        <Button color="danger" shape="rounded" block onClick={() => void navigate(paths.hongbao)}>
          {hongbaoTexts.goDraw}
        </Button>
      </section>
      <h2 className={styles.heading}>{hongbaoTexts.recordsTitle}</h2>
      <div className={styles.list}>
        <InfiniteList
          queryKey={redPacketRecordsKey(account)}
          fetchPage={fetchRedPacketRecords}
          itemKey={(row, i) => `${row.created_at}-${i}`}
          renderItem={(row) => (
            <article className={styles.row}>
              <p className={styles.line}>
                <span>
                  {hongbaoTexts.packet}：<Money value={row.redpacketmoney} className={styles.money} />
                </span>
                <span>
                  {hongbaoTexts.qualifying}：<Money value={row.money} />
                </span>
              </p>
              <p className={styles.time}>
                {hongbaoTexts.drawTime}：{row.usetime ?? row.created_at}
              </p>
            </article>
          )}
        />
      </div>
    </div>
  );
}
