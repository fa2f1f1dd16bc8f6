import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { ListState } from '@/components/list-state';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { paths } from '@/config/paths';
import { useGo } from '@/core/nav/use-go';
import { isApiError } from '@/lib/http/errors';
import { safeExternalUrl } from '@/lib/safe-url';
import { usePayBanks } from '../api/get-pay-bank';
import { usePayInfo } from '../api/get-pay-info';
import { depositTexts as t, formatCountdown, parseDepositNo, paytypeLabel, remainingMs } from '../model';
import styles from './pay-info.module.css';

/** Ticks once a second until the 60-minute window is over, then stops at 00:00 (spec §4). */
function useCountdown(createdAt: string | undefined): string {
  const [now, setNow] = useState(() => Date.now());
  const left = createdAt === undefined ? 0 : remainingMs(createdAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return formatCountdown(left);
}

/** A payment QR image: data URLs and http(s) only. */
function qrSource(src: string | null | undefined): string | null {
  if (!src) return null;
  if (/^data:image\/(png|jpeg|gif|svg\+xml);base64,/i.test(src)) return src;
  return safeExternalUrl(src, window.location.href);
}

function Line({ label, value, copy }: { label: string; value: string | null | undefined; copy?: boolean }) {
  return (
    <div className={styles.line}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.value}>{value || '-'}</span>
        {copy && value ? <CopyButton text={value} /> : null}
      </dd>
    </div>
  );
}

/** /payInfo?deposit_no= — 充值详情: amount, countdown, order facts and how to pay. */
export default function PayInfoRoute() {
  const { search } = useLocation();
  const go = useGo();
  const depositNo = parseDepositNo(search);
  const info = usePayInfo(depositNo);
  const bankpay = info.data?.kind === 'bankpay' && info.data.info.paytype === 'bank';
  const banks = usePayBanks(bankpay);
  const countdown = useCountdown(info.data?.info.created_at);
  const card = info.data?.cardlist;
  const qr = qrSource(card?.payimg);

  return (
    <div className={styles.page}>
      <PageNav title={t.payInfoTitle} fallback={paths.recharge} />
      {depositNo === null ? (
        <p role="alert" className={styles.error}>
          {t.noOrder}
        </p>
      ) : info.isPending ? (
        <div className={styles.card} role="status" aria-label="加载中">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      ) : info.isError ? (
        isApiError(info.error) && info.error.kind === 'business' ? (
          <div role="alert" className={styles.error}>
            <p className={styles.errorTitle}>{t.orderFailed}</p>
            <p>{info.error.message || t.orderFailed}</p>
            <p className={styles.errorNo}>
              {t.orderNo}：{depositNo}
            </p>
          </div>
        ) : (
          <ListState status="error" onRetry={() => void info.refetch()} />
        )
      ) : (
        <>
          <section className={styles.hero} aria-label="支付信息">
            <p className={styles.amount}>
              <Money value={info.data.info.amount} />
              <span className={styles.yuan}> 元</span>
            </p>
            <p className={styles.countdown}>
              {t.payWithin}
              <span className={styles.time} role="timer" aria-label="剩余支付时间">
                {countdown}
              </span>
              {t.payWithinAfter}
            </p>
            <p>{t.autoCredit}</p>
            <p>
              {t.contactBefore}
              <button type="button" className={styles.contact} onClick={() => go(paths.kefu)}>
                {t.contact}
              </button>
              {t.contactAfter}
            </p>
          </section>

          <dl className={styles.card}>
            {info.data.kind === 'usdtpay' && <Line label={t.address} value={card?.mch_id} copy />}
            <Line label={t.orderNo} value={info.data.deposit_no} />
            <Line label={t.tradeTime} value={info.data.info.created_at} />
            <Line label={t.method} value={paytypeLabel(info.data.info.paytype)} />
            {info.data.kind === 'usdtpay' && <Line label={t.walletProtocol} value={card?.content} />}
            {info.data.kind === 'bankpay' && !bankpay && card?.mch_id ? (
              <Line label={t.address} value={card.mch_id} copy />
            ) : null}
          </dl>
          {qr && <img className={styles.qr} src={qr} alt={t.qr} width={240} height={240} />}

          {bankpay && (
            <section className={styles.accounts} aria-label={t.receiving}>
              <h2 className={styles.accountsTitle}>{t.receiving}</h2>
              {banks.isPending ? (
                <ListState status="loading" />
              ) : banks.isError ? (
                <ListState status="error" onRetry={() => void banks.refetch()} />
              ) : banks.data.length === 0 ? (
                <ListState status="empty" />
              ) : (
                banks.data.map((a) => (
                  <dl key={a.bank_no} className={styles.card}>
                    <Line label={t.account} value={a.bank_no} copy />
                    <Line label={t.accountOwner} value={a.bank_owner} copy />
                    <Line label={t.accountBank} value={a.bank_data?.bank_name} copy />
                    <Line label={t.accountAddress} value={a.bank_address} copy />
                  </dl>
                ))
              )}
            </section>
          )}

          <div className={styles.actions}>
            <Button block color="primary" onClick={() => go(paths.transRecord)}>
              {t.done}
            </Button>
            <Button block color="primary" fill="outline" onClick={() => go(paths.transRecord)}>
              {t.records}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
