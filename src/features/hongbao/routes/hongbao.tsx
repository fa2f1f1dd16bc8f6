import Button from '@/components/button';
import { CenterPopup } from '@/components/overlays';
import { ErrorBlock } from '@/components/error-block';
import { GiftOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { PageNav } from '@/components/page-nav';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAppInfo } from '@/core/site/app-info';
import { useAction } from '@/core/actions/use-action';
import { useDrawRedPacket } from '../api/draw-red-packet';
import { useRedPacketInfo } from '../api/get-red-packet-info';
import {
  drawWindowNotice,
  formatCountdown,
  HONGBAO_RULES,
  hongbaoTexts,
  localBlock,
  msUntilWindow,
  ruleRow,
  sharedRuleDates,
  type DrawPopup,
} from '../model';
import styles from './hongbao.module.css';

/** The deposit-now target (docs/product.md#screens-and-routes). */
const DEPOSIT_NOW = `${paths.wallet}?type=0`;

/**
 * A double tap on the draw button is one draw, and its second tap must not close the result: the
 * answer can come back between the two taps, so the mask ignores taps this long after it opens.
 */
export const MASK_GUARD_MS = 600;

function ResultPopup({
  popup,
  openedAt,
  onClose,
}: {
  popup: DrawPopup | null;
  openedAt: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const onMaskClick = () => {
    if (performance.now() - openedAt >= MASK_GUARD_MS) onClose();
  };
  return (
    <CenterPopup visible={popup !== null} onMaskClick={onMaskClick} onClose={onClose} destroyOnClose>
      {popup && (
        <div className={styles.result} role="dialog" aria-label={popup.message}>
          <div
            className={popup.kind === 'won' ? `${styles.resultBadge} ${styles.wonBadge}` : styles.resultBadge}
            aria-hidden
          >
            {popup.kind === 'won' ? '¥' : '!'}
          </div>
          {popup.kind === 'won' ? (
            <p className={styles.resultText}>
              恭喜您抢到<strong className={styles.amount}>{popup.amount}</strong>元
            </p>
          ) : (
            <p className={styles.resultText}>{popup.message}</p>
          )}
          <div className={styles.resultActions}>
            {popup.kind === 'notEligible' && (
              <Button
                color="danger"
                shape="rounded"
                block
                onClick={() => {
                  onClose();
                  void navigate(DEPOSIT_NOW);
                }}
              >
                {hongbaoTexts.depositNow}
              </Button>
            )}
            <Button shape="rounded" block onClick={onClose}>
              {popup.kind === 'notEligible' ? hongbaoTexts.close : messages.ok}
            </Button>
          </div>
        </div>
      )}
    </CenterPopup>
  );
}

/**
 * Time left until the draw window opens, ticking each second while closed; at the start the counts
 * are read again (the server then says the window is open). Null while open or with no window.
 */
function useUntilWindow(
  info: { window_from?: string | null; window_open?: boolean | null } | undefined,
  refetch: () => unknown,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = info ? msUntilWindow(info, now) : null;
  useEffect(() => {
    if (left === null) return;
    if (left <= 0) {
      void refetch();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left, refetch]);
  return left;
}

/** /hongbao: draws left/taken/max, the draw button and its popups, the rule table and the rules. */
export default function HongbaoRoute() {
  const { appInfo } = useAppInfo();
  const info = useRedPacketInfo();
  const { pathname } = useLocation();
  const untilOpen = useUntilWindow(info.data, info.refetch);
  // Outside the window a tap could only hear 活动尚未开始 / 本场活动已结束: the button waits, counting down.
  const closed = untilOpen !== null && untilOpen > 0;
  // The popup belongs to this route (docs/architecture.md, "Overlays belong to their route"): it shows only
  // while we are still here.
  const [shown, setShown] = useState<{ at: string; popup: DrawPopup; openedAt: number } | null>(null);
  const popup = shown && shown.at === pathname ? shown.popup : null;
  const drawCall = useDrawRedPacket();
  const draw = useAction(async () => {
    const blocked = localBlock(info.data?.sendnums, info.data?.acquirednum);
    const result = blocked ?? (await drawCall.send());
    if (result) setShown({ at: pathname, popup: result, openedAt: performance.now() });
  });

  if (appInfo?.redpacket_switch === 0) {
    return (
      <div className={styles.page}>
        <PageNav title={hongbaoTexts.title} />
        <ErrorBlock
          className={styles.closed}
          image={<GiftOutline className={styles.closedIcon} aria-hidden />}
          title={messages.redPacketClosed}
          description={null}
        />
      </div>
    );
  }

  const data = info.data;
  const windowNotice = data ? drawWindowNotice(data) : null;
  const rows = data ? data.rules.map(ruleRow) : [];
  // One activity period for every band (the usual case) is said once above the table.
  const dates = sharedRuleDates(rows);
  return (
    <div className={styles.page}>
      <PageNav title={hongbaoTexts.title} />
      <section className={styles.hero} aria-label={hongbaoTexts.title}>
        <div className={styles.counts}>
          {[
            [hongbaoTexts.remaining, data?.sendnums],
            [hongbaoTexts.taken, data?.acquirednum],
            [hongbaoTexts.maxTimes, data?.max_times],
          ].map(([label, value]) => (
            <div key={label as string} className={styles.count}>
              <p className={styles.countValue} aria-label={label as string}>
                {value ?? '--'}
              </p>
              <p className={styles.countLabel}>{label}</p>
            </div>
          ))}
        </div>
        {windowNotice && (
          <p className={styles.windowNotice} role="status">
            {windowNotice}
          </p>
        )}
        {closed && (
          <p className={styles.countdown}>
            {hongbaoTexts.opensIn}{' '}
            <span role="timer" aria-label={hongbaoTexts.opensIn} className={styles.countdownTime}>
              {formatCountdown(untilOpen)}
            </span>
          </p>
        )}
        <button
          type="button"
          className={closed ? `${styles.drawButton} ${styles.waiting}` : styles.drawButton}
          disabled={draw.pending || info.isPending || popup !== null || closed}
          onClick={() => void draw.run()}
        >
          <span className={styles.seal} aria-hidden>
            抢
          </span>
          {hongbaoTexts.draw}
        </button>
      </section>

      <section className={styles.card} aria-labelledby="hongbao-rules">
        <h2 id="hongbao-rules" className={styles.cardTitle}>
          {hongbaoTexts.rulesTitle}
        </h2>
        <QueryState query={info} isEmpty={() => rows.length === 0}>
          {() => (
            <>
              {dates && (
                <p className={styles.ruleDates}>
                  {hongbaoTexts.ruleTime}：<span className={styles.nowrap}>{dates.from}</span>
                  {dates.to !== dates.from && (
                    <>
                      {' 至 '}
                      <span className={styles.nowrap}>{dates.to}</span>
                    </>
                  )}
                </p>
              )}
              <table className={styles.table}>
                <colgroup>
                  {!dates && <col className={styles.colTime} />}
                  <col />
                  <col className={styles.colDraws} />
                </colgroup>
                <thead>
                  <tr>
                    {!dates && <th scope="col">{hongbaoTexts.ruleTime}</th>}
                    <th scope="col">{hongbaoTexts.ruleBand}</th>
                    <th scope="col">{hongbaoTexts.ruleDraws}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    <tr key={i}>
                      {!dates && (
                        <td>
                          <span className={styles.nowrap}>{row.timeFrom}</span>
                          {row.timeTo !== row.timeFrom && (
                            <>
                              {' 至 '}
                              <span className={styles.nowrap}>{row.timeTo}</span>
                            </>
                          )}
                        </td>
                      )}
                      <td>
                        <span className={styles.nowrap}>{row.bandFrom}</span>
                        {row.bandTo === null ? (
                          hongbaoTexts.andAbove
                        ) : (
                          <>
                            {' - '}
                            <span className={styles.nowrap}>{row.bandTo}</span>
                          </>
                        )}
                      </td>
                      <td>{row.draws}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </QueryState>
        <ol className={styles.rules}>
          {HONGBAO_RULES.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </section>
      <ResultPopup popup={popup} openedAt={shown?.openedAt ?? 0} onClose={() => setShown(null)} />
    </div>
  );
}
