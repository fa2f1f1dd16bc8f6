import { ErrorBlock } from '@/components/error-block';
import Skeleton from '@/components/skeleton';
import { Link, useLocation } from 'react-router';
import { QueryState } from '@/components/query-state';
import { PageNav } from '@/components/page-nav';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import { messages } from '@/config/messages';
import { useArticle } from '@/core/site/article';
import { articleTitle, articleTypeOf, helpTexts } from '../model';
import styles from './help.module.css';

/** /boutBallBetInfo?type=N — title by type, the sanitised article, and a line to online service. */
export default function BoutBallBetInfoRoute() {
  const type = articleTypeOf(useLocation().search);
  const article = useArticle(type);

  return (
    <div className={styles.page}>
      <PageNav title={articleTitle(type)} fallback={paths.boutBallBet} />
      {type === null ? (
        <ErrorBlock className={styles.unknown} status="empty" title={helpTexts.unknown} description={null} />
      ) : (
        <QueryState
          query={article}
          isEmpty={(data) => data === null}
          loading={
            <div className={styles.article} role="status" aria-label={messages.loading}>
              <Skeleton.Paragraph lineCount={6} animated />
            </div>
          }
        >
          {(data) => (
            <article className={styles.article}>
              <SafeHtml className={styles.html} html={data?.content ?? ''} />
            </article>
          )}
        </QueryState>
      )}
      <p className={styles.footer}>
        {helpTexts.footer}：<Link to={paths.kefu}>{helpTexts.service}</Link>
      </p>
    </div>
  );
}
