import type { OrderDetail } from '@contract/inbox-entities';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { maskNumber } from '@/core/wallets/mask';
import { isApiError } from '@/lib/http/errors';
import { useOrderDetail } from '../api/get-order-detail';
import {
  detailStateLabel,
  detailTexts,
  orderTimeline,
  recordTexts,
  TRANS_TYPE_LABEL,
  type TransType,
} from '../model';
import styles from './trans-detail.module.css';

/** An order this member cannot see (someone else's, or a bad link). */
const Missing = () => (
  <div className="list-state" role="alert">
    {detailTexts.missing}
  </div>
);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Detail({ order }: { order: OrderDetail }) {
  const steps = orderTimeline(order);
  const account = [order.bank, order.account ? maskNumber(order.account) : null].filter(Boolean).join(' ');
  return (
    <>
      <section className={styles.card} aria-label={detailTexts.title}>
        <p className={styles.amount}>
          <span className={styles.currency}>¥</span>
          <Money value={order.amount} />
        </p>
        <p className={styles.state}>{detailStateLabel(order.type, order.state)}</p>
        <dl className={styles.rows}>
          <Row label={detailTexts.type}>{TRANS_TYPE_LABEL[order.type as TransType] ?? '—'}</Row>
          <Row label={recordTexts.way}>{order.pay_way || '—'}</Row>
          {account && <Row label={detailTexts.account}>{account}</Row>}
          <Row label={recordTexts.orderNo}>
            <span className={styles.no}>{order.out_trade_no}</span>
            <CopyButton text={order.out_trade_no} />
          </Row>
          {order.state === 3 && order.reason && (
            <Row label={detailTexts.reason}>
              <span className={styles.reason}>{order.reason}</span>
            </Row>
          )}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="order-timeline">
        <h2 id="order-timeline" className={styles.heading}>
          {detailTexts.timeline}
        </h2>
        <ol className={styles.timeline}>
          {steps.map((step) => (
            <li
              key={step.label}
              className={styles[step.status]}
              aria-current={step.status === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepLabel}>{step.label}</span>
              {step.time && <time className={styles.stepTime}>{step.time}</time>}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** /transDetail?no=… — one deposit, withdrawal or transfer: amount, way, account, number, progress. */
export default function TransDetailRoute() {
  const { search } = useLocation();
  const no = new URLSearchParams(search).get('no')?.trim() || null;
  const order = useOrderDetail(no);
  return (
    <div className={styles.page}>
      <PageNav title={detailTexts.title} fallback={paths.transRecord} />
      {no === null ? (
        <Missing />
      ) : (
        <QueryState
          query={order}
          failure={(error) => (isApiError(error) && error.kind === 'business' ? <Missing /> : null)}
        >
          {(detail) => <Detail order={detail} />}
        </QueryState>
      )}
    </div>
  );
}
