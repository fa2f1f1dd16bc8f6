import Skeleton from '@/components/skeleton';
import { Sheet } from '@/components/sheet';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { messages } from '@/config/messages';
import { useArticle } from '@/core/site/article';
import { TERMS_ARTICLE } from './terms-article';
import styles from './terms-sheet.module.css';

/**
 * The terms of the register form's agreement, in a sheet over the form: reading them must not
 * leave the form (a route change would drop all it holds, passwords included).
 */
export function TermsSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const article = useArticle(visible ? TERMS_ARTICLE : null);
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      title="隐私政策"
      closeLabel="关闭条款"
      className={styles.sheet}
    >
      <QueryState
        query={article}
        isEmpty={(data) => data === null}
        loading={
          <div className={styles.body} role="status" aria-label={messages.loading}>
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        }
      >
        {(data) => data && <SafeHtml className={styles.body} html={data.content} />}
      </QueryState>
    </Sheet>
  );
}
