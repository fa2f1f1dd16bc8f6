import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Link, useLocation } from 'react-router';
import { ListState } from '@/components/list-state';
import { PageNav } from '@/components/page-nav';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import { useArticle } from '@/core/site/article';
import { articleTitle, articleTypeOf, helpTexts } from '../model';
import styles from './help.module.css';
import { joinRunningFetch } from '@/lib/query-client';

/** /boutBallBetInfo?type=N — title by type, the sanitised article, and a line to online service. */
export default function BoutBallBetInfoRoute() {
  const type = articleTypeOf(useLocation().search);
  const article = useArticle(type);

  return (
    <div className={styles.page}>
      <PageNav title={articleTitle(type)} fallback={paths.boutBallBet} />
      {type === null ? (
        <ErrorBlock className={styles.unknown} status="empty" title={helpTexts.unknown} description={null} />
      ) : article.isPending ? (
        <div className={styles.article} role="status" aria-label="加载中">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : article.isError ? (
        <ListState status="error" onRetry={() => void article.refetch(joinRunningFetch)} />
      ) : article.data === null ? (
        <ListState status="empty" />
      ) : (
        <article className={styles.article}>
          <SafeHtml className={styles.html} html={article.data.content} />
        </article>
      )}
      <p className={styles.footer}>
        {helpTexts.footer}：<Link to={paths.kefu}>{helpTexts.service}</Link>
      </p>
    </div>
  );
}
