import { useLocation } from 'react-router';
import { PageNav } from '@/components/page-nav';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import { useMailOpened } from '@/core/inbox/mail-list';
import { isApiError } from '@/lib/http/errors';
import { useMailDetail } from '../api/mail-detail';
import { mailIdOf, mailTypeLabel, messageTexts } from '../model';
import styles from './message.module.css';

/** A mail this member cannot read (someone else's, gone, or a bad link). */
const Missing = () => (
  <div className="list-state" role="alert">
    {messageTexts.missing}
  </div>
);

/** /mailDetail?id=N — one 站内信; opening it reads it (on the server, or on this device for a back end without read state). */
export default function MailDetailRoute() {
  const { search } = useLocation();
  const id = mailIdOf(search);
  const mail = useMailDetail(id);
  // The server read it on mail_detail; the list and the counts show so without asking again.
  useMailOpened(id, mail.data?.id);

  return (
    <div className={styles.page}>
      <PageNav title={messageTexts.detailTitle} fallback={`${paths.message}?type=2`} />
      {id === null ? (
        <Missing />
      ) : (
        <QueryState
          query={mail}
          failure={(error) => (isApiError(error) && error.kind === 'business' ? <Missing /> : null)}
        >
          {(item) => (
            <article className={`${styles.card} ${styles.detail}`}>
              <header className={styles.head}>
                <span className={styles.mailTitle}>
                  <span className={styles.kind}>{mailTypeLabel(item.type)}</span>
                  <h2 className={styles.title}>{item.title}</h2>
                </span>
                <time className={styles.time}>{item.created_at}</time>
              </header>
              <SafeHtml className={styles.html} html={item.content} />
            </article>
          )}
        </QueryState>
      )}
    </div>
  );
}
