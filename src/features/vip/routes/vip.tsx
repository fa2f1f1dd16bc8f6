import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Skeleton from '@/components/skeleton';
import { StarFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { loginPathFor, paths } from '@/config/paths';
import { useSession } from '@/core/session/store';
import { useUserInfo } from '@/core/session/user';
import { useVipLevels } from '@/core/site/vip-levels';
import {
  formatRate,
  levelName,
  levelRow,
  memberLevel,
  nextLevelRequirements,
  rebateKinds,
  vipTexts,
} from '../model';
import styles from './vip.module.css';

/** A visitor's hero: what the page offers once signed in, and the way there (back to /vip). */
function VisitorHero() {
  const navigate = useNavigate();
  return (
    <section className={styles.hero} aria-label={vipTexts.visitorLevel}>
      <div className={styles.heroHead}>
        <StarFill className={styles.crown} aria-hidden />
        <div>
          <p className={styles.heroName}>{vipTexts.title}</p>
          <p className={styles.heroLabel}>{vipTexts.visitorHint}</p>
        </div>
      </div>
      <button
        type="button"
        className={styles.heroLogin}
        onClick={() => void navigate(loginPathFor(paths.vip))}
      >
        {vipTexts.login}
      </button>
    </section>
  );
}

/**
 * /vip (VIP特权) — open to all (docs/product.md#screens-and-routes): the level picker, each level's requirements and
 * rebate rates; a member also sees their level and progress, a visitor a way to sign in.
 */
export default function VipRoute() {
  const signedIn = useSession((s) => s.token !== null);
  const user = useUserInfo().data;
  const levels = useVipLevels();
  const mine = memberLevel(user);
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked ?? (signedIn ? mine : 1);
  const list = levels.data ?? [];
  const row = levelRow(list, shown);
  const next = nextLevelRequirements(user, list, mine);

  return (
    <div className={styles.page}>
      <PageNav title={vipTexts.title} fallback={signedIn ? paths.mine : paths.home} />
      {!signedIn ? (
        <VisitorHero />
      ) : (
        <section className={styles.hero} aria-label={vipTexts.myLevel}>
          <div className={styles.heroHead}>
            <StarFill className={styles.crown} aria-hidden />
            <div>
              <p className={styles.heroLabel}>{vipTexts.myLevel}</p>
              <QueryState
                query={levels}
                keepData
                loading={<Skeleton.Title animated className={styles.nameSkeleton} />}
                // Without the levels' names, the level's own (VIPn); the card below offers 重试.
                failure={() => <p className={styles.heroName}>{levelName([], mine)}</p>}
              >
                {(answer) => <p className={styles.heroName}>{levelName(answer, mine)}</p>}
              </QueryState>
            </div>
          </div>
          <p className={styles.heroMeta}>
            <span>
              {next.target > mine
                ? `${vipTexts.toNext}${levelName(list, next.target)}${vipTexts.toNextSuffix}`
                : vipTexts.topLevel}
            </span>
          </p>
          {next.requirements.map((r) => (
            <div key={r.label} className={styles.requirement}>
              <div
                role="progressbar"
                aria-label={r.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={r.percent}
                className={styles.bar}
              >
                <ProgressBar className={styles.barFill} percent={r.percent} />
              </div>
              <p className={styles.heroMeta}>
                <span>
                  {r.label} ¥<Money className={styles.heroMoney} value={r.have} /> / ¥
                  <Money className={styles.heroMoney} value={r.need} />
                </span>
                <span data-money>{r.percent}%</span>
              </p>
            </div>
          ))}
        </section>
      )}

      <QueryState query={levels} isEmpty={() => list.length === 0}>
        {() => (
          <>
            <section className={styles.card} aria-labelledby="vip-levels">
              <h2 id="vip-levels" className={styles.cardTitle}>
                {vipTexts.levels}
              </h2>
              <div className={styles.picker} role="radiogroup" aria-labelledby="vip-levels">
                {list.map((_, i) => {
                  const level = i + 1;
                  return (
                    <button
                      key={level}
                      type="button"
                      role="radio"
                      aria-checked={level === shown}
                      className={level === shown ? `${styles.level} ${styles.levelOn}` : styles.level}
                      onClick={() => setPicked(level)}
                    >
                      VIP{level}
                      {signedIn && level === mine && (
                        <span className={styles.mineDot} aria-label="当前等级" />
                      )}
                    </button>
                  );
                })}
              </div>
            </section>

            <section className={styles.card} aria-labelledby="vip-requirement">
              <h2 id="vip-requirement" className={styles.cardTitle}>
                {levelName(list, shown)} · {vipTexts.requirement}
              </h2>
              <dl className={styles.terms}>
                <div>
                  <dt>{vipTexts.recharge}</dt>
                  <dd>
                    ¥<Money value={row?.recharge ?? 0} />
                  </dd>
                </div>
                <div>
                  <dt>{vipTexts.flow}</dt>
                  <dd>
                    ¥<Money value={row?.flow ?? 0} />
                  </dd>
                </div>
              </dl>
            </section>

            <section className={styles.card} aria-labelledby="vip-rebate">
              <h2 id="vip-rebate" className={styles.cardTitle}>
                {levelName(list, shown)} · {vipTexts.rebate}
              </h2>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{vipTexts.kind}</th>
                    <th scope="col">{vipTexts.rate}</th>
                  </tr>
                </thead>
                <tbody>
                  {rebateKinds.map((kind) => (
                    <tr key={kind.key}>
                      <th scope="row">{kind.label}</th>
                      <td>{formatRate(row?.[kind.key])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
