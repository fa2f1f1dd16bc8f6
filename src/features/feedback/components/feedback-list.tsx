import { InfiniteList } from '@/components/infinite-list';
import { PullRefresh } from '@/components/pull-refresh';
import { useAccount } from '@/core/session/query-keys';
import { fetchSuggestionPage, suggestionListKey } from '../api/suggestion-list';
import { feedbackTexts, feedbackTypeLabel } from '../model';
import styles from '../routes/feedback.module.css';

/** /feedback?tab=list — the member's feedback with the operator's replies (paged, pull to refresh). */
export default function FeedbackList() {
  const account = useAccount();
  return (
    <PullRefresh keys={[suggestionListKey(account)]}>
      <div className={styles.list}>
        <InfiniteList
          queryKey={suggestionListKey(account)}
          fetchPage={fetchSuggestionPage}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <article className={styles.item}>
              <header className={styles.itemHead}>
                <span className={styles.kind}>{feedbackTypeLabel(item.type)}</span>
                <time className={styles.time}>{item.created_at}</time>
              </header>
              <p className={styles.text}>{item.content}</p>
              {item.reply ? (
                <div className={styles.reply}>
                  <p className={styles.replyLabel}>
                    {feedbackTexts.reply}
                    {item.replied_at && <time className={styles.time}>{item.replied_at}</time>}
                  </p>
                  <p className={styles.text}>{item.reply}</p>
                </div>
              ) : (
                <p className={styles.waiting}>{feedbackTexts.waiting}</p>
              )}
            </article>
          )}
        />
      </div>
    </PullRefresh>
  );
}
