import Button from '@/components/button';
import { ErrorBlock } from '@/components/error-block';
import Skeleton from '@/components/skeleton';
import { useLocation, useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { PageNav } from '@/components/page-nav';
import { SafeHtml } from '@/components/safe-html';
import { loginPathFor, paths } from '@/config/paths';
import { messages } from '@/config/messages';
import { useIsSignedIn } from '@/core/session/store';
import { useActivityDetail } from '../api/get-activity-detail';
import { useApplyActivity } from '../api/apply-activity';
import { useHasApplied } from '../api/get-applied-activities';
import { PromoBanner } from '../components/promo-banner';
import { isUnknownPromotion, parseActivityId, promotionTexts } from '../model';
import styles from './activity-info.module.css';
import { useAction } from '@/core/actions/use-action';

/** /activityInfo?id= — banner, title, sanitised content and memo; sign-up or login-then-sign-up. */
export default function ActivityInfoRoute() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const id = parseActivityId(search);
  const signedIn = useIsSignedIn();
  const detail = useActivityDetail(id);
  const applyCall = useApplyActivity();
  const applied = useHasApplied(detail.data?.title);
  // A double tap sent two sign-ups: the second's 409 (您已报名该活动) hid the first's success.
  const apply = useAction((activityId: number) => applyCall.send(activityId));

  return (
    <div className={styles.page}>
      <PageNav title={promotionTexts.detailTitle} fallback={paths.activity} />
      {id === null || isUnknownPromotion(id, detail.error) ? (
        <div className={styles.missing}>
          <ErrorBlock status="empty" title={promotionTexts.notFound} description={null} />
          <Button color="primary" fill="outline" onClick={() => void navigate(paths.activity)}>
            {promotionTexts.backToList}
          </Button>
        </div>
      ) : (
        <QueryState
          query={detail}
          loading={
            <div className={styles.card} role="status" aria-label={messages.loading}>
              <Skeleton animated className={styles.skeletonBanner} />
              <div className={styles.body}>
                <Skeleton.Title animated />
                <Skeleton.Paragraph lineCount={5} animated />
              </div>
            </div>
          }
        >
          {(data) => (
            <>
              <article className={styles.card}>
                <PromoBanner src={data.banner} alt={data.title} priority />
                <div className={styles.body}>
                  <h2 className={styles.title}>{data.title}</h2>
                  <SafeHtml className={styles.html} html={data.content} />
                </div>
              </article>
              {data.memo && (
                <section className={styles.card} aria-labelledby="activity-memo">
                  <div className={styles.body}>
                    <h3 id="activity-memo" className={styles.memoTitle}>
                      {promotionTexts.memo}
                    </h3>
                    <SafeHtml className={styles.html} html={data.memo} />
                  </div>
                </section>
              )}
              <div className={styles.action}>
                {signedIn ? (
                  <Button
                    block
                    color="primary"
                    size="large"
                    loading={apply.pending}
                    disabled={applied}
                    onClick={() => void apply.run(id)}
                  >
                    {applied ? promotionTexts.applied : promotionTexts.apply}
                  </Button>
                ) : (
                  <Button
                    block
                    color="primary"
                    size="large"
                    onClick={() => void navigate(loginPathFor(pathname + search))}
                  >
                    {promotionTexts.loginThenApply}
                  </Button>
                )}
              </div>
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
