import Button from '@/components/button';
import Skeleton from '@/components/skeleton';
import { Fragment, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { QueryState } from '@/components/query-state';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { TextButton } from '@/components/text-button';
import { paths } from '@/config/paths';
import { messages } from '@/config/messages';
import { useGo } from '@/core/nav/use-go';
import { useSession } from '@/core/session/store';
import { isApiError } from '@/lib/http/errors';
import { safeExternalUrl } from '@/lib/safe-url';
import { usePayBanks } from '../api/get-pay-bank';
import { usePayInfo } from '../api/get-pay-info';
import { depositTexts as t } from '../model';
import {
  addressGroups,
  copyableAccount,
  qrFileName,
  qrHint,
  walletAccountLabel,
  formatCountdown,
  parseDepositNo,
  payInfoHeader,
  paytypeLabel,
  remainingMs,
  showsPayQr,
  usdtToSend,
} from '../payment-order';
import styles from './pay-info.module.css';

/** Ticks once a second until the 60-minute window is over, then stops at 00:00 (docs/product.md#states-and-transitions). */
function useCountdown(createdAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = createdAt === undefined ? 0 : remainingMs(createdAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}

/** A payment QR image: data URLs and http(s) only. */
function qrSource(src: string | null | undefined): string | null {
  if (!src) return null;
  if (/^data:image\/(png|jpeg|gif|svg\+xml);base64,/i.test(src)) return src;
  return safeExternalUrl(src, window.location.href);
}

/**
 * A fact of the order; `copy` adds a copy button ('account': copied without the grouping spaces;
 * 'address': a wallet address, shown monospace in groups of four) and gives the value a line of its
 * own under the label.
 */
function Line({
  label,
  value,
  copy,
}: {
  label: string;
  value: string | null | undefined;
  copy?: 'text' | 'account' | 'address';
}) {
  return (
    <div className={copy ? `${styles.line} ${styles.copyable}` : styles.line}>
      <dt>{label}</dt>
      <dd>
        {copy === 'address' && value ? (
          <span className={`${styles.value} ${styles.address}`}>
            {addressGroups(value).map((group, i) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                <span>{group}</span>
              </Fragment>
            ))}
          </span>
        ) : (
          <span className={styles.value}>{value || '-'}</span>
        )}
        {copy && value ? <CopyButton text={copy === 'text' ? value : copyableAccount(value)} /> : null}
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
  // Today's rate (the stored member info) only for a back end whose answer lacks the order's own.
  const currentRate = useSession((st) => st.userInfo?.usdtrate);
  const left = useCountdown(info.data?.info.created_at);
  const header = payInfoHeader(info.data?.info.state, left);
  const card = info.data?.cardlist;
  const qr = info.data && showsPayQr(info.data.kind, info.data.info.paytype) ? qrSource(card?.payimg) : null;
  const usdt =
    info.data?.info.paytype === 'usdt'
      ? usdtToSend(info.data.info.amount, info.data.info.usdtrate, currentRate)
      : null;

  return (
    <div className={styles.page}>
      <PageNav title={t.payInfoTitle} fallback={paths.recharge} />
      {depositNo === null ? (
        <p role="alert" className={styles.error}>
          {t.noOrder}
        </p>
      ) : (
        <QueryState
          query={info}
          loading={
            <div className={styles.card} role="status" aria-label={messages.loading}>
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={5} animated />
            </div>
          }
          failure={(error) =>
            isApiError(error) && error.kind === 'business' ? (
              <div role="alert" className={styles.error}>
                <p className={styles.errorTitle}>{t.orderFailed}</p>
                <p>{error.message || t.orderFailed}</p>
                <p className={styles.errorNo}>
                  {t.orderNo}：{depositNo}
                </p>
              </div>
            ) : null
          }
        >
          {(data) => (
            <>
              <section className={styles.hero} aria-label="支付信息">
                <p className={styles.amount}>
                  <Money value={data.info.amount} />
                  <span className={styles.yuan}> 元</span>
                </p>
                {usdt !== null && (
                  <p className={styles.usdt}>
                    {t.usdtToSend} <strong data-money>{usdt}</strong> USDT
                  </p>
                )}
                {header.kind === 'countdown' ? (
                  <p className={styles.countdown}>
                    {t.payWithin}
                    <span className={styles.time} role="timer" aria-label="剩余支付时间">
                      {formatCountdown(left)}
                    </span>
                    {t.payWithinAfter}
                  </p>
                ) : (
                  <p className={styles.countdown} role="status">
                    {t.orderState}：<strong className={styles.state}>{header.label}</strong>
                  </p>
                )}
                <p>{t.autoCredit}</p>
                <p>
                  {t.contactBefore}
                  <TextButton onClick={() => go(paths.kefu)}>{t.contact}</TextButton>
                  {t.contactAfter}
                </p>
              </section>

              <dl className={styles.card}>
                {data.kind === 'usdtpay' && <Line label={t.address} value={card?.mch_id} copy="address" />}
                <Line label={t.orderNo} value={data.deposit_no} />
                <Line label={t.tradeTime} value={data.info.created_at} />
                <Line label={t.method} value={paytypeLabel(data.info.paytype)} />
                {data.kind === 'usdtpay' && <Line label={t.walletProtocol} value={card?.content} />}
                {data.kind === 'bankpay' && !bankpay && card?.mch_id ? (
                  <Line label={walletAccountLabel(data.info.paytype)} value={card.mch_id} copy="account" />
                ) : null}
              </dl>
              {qr && (
                <figure className={styles.qrBox}>
                  <img className={styles.qr} src={qr} alt={t.qr} width={240} height={240} />
                  {!bankpay && (
                    <figcaption className={styles.qrSave}>
                      {/* One phone: the QR is saved to the album and scanned from there. */}
                      <a
                        className={styles.saveQr}
                        href={qr}
                        download={qrFileName(data.info.paytype, data.deposit_no)}
                      >
                        {t.saveQr}
                      </a>
                      <span className={styles.qrHint}>{qrHint(data.info.paytype)}</span>
                    </figcaption>
                  )}
                </figure>
              )}

              {bankpay && (
                <section className={styles.accounts} aria-label={t.receiving}>
                  <h2 className={styles.accountsTitle}>{t.receiving}</h2>
                  <QueryState query={banks} isEmpty={(list) => list.length === 0}>
                    {(list) => {
                      const several = list.length > 1;
                      return (
                        <>
                          {several && (
                            <p className={styles.which} role="note">
                              {list.some((a) => a.bank_no === card?.mch_id) ? t.payThisOne : t.payAnyOne}
                            </p>
                          )}
                          {list.map((a) => {
                            const ours = several && a.bank_no === card?.mch_id;
                            return (
                              <dl
                                key={a.bank_no}
                                className={styles.card}
                                aria-label={ours ? t.thisOrder : undefined}
                              >
                                {ours && (
                                  <div className={styles.thisOrder}>
                                    <dt>{t.thisOrder}</dt>
                                  </div>
                                )}
                                <Line label={t.account} value={a.bank_no} copy="account" />
                                <Line label={t.accountOwner} value={a.bank_owner} copy="text" />
                                <Line label={t.accountBank} value={a.bank_data?.bank_name} copy="text" />
                                <Line label={t.accountAddress} value={a.bank_address} copy="text" />
                              </dl>
                            );
                          })}
                        </>
                      );
                    }}
                  </QueryState>
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
        </QueryState>
      )}
    </div>
  );
}
