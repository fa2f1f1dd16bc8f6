import { SoundOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LineTabs } from '@/components/line-tabs';
import { QueryState } from '@/components/query-state';
import { PageNav } from '@/components/page-nav';
import { PullRefresh } from '@/components/pull-refresh';
import { tabPanelProps } from '@/components/tab-list';
import { TextButton } from '@/components/text-button';
import { paths } from '@/config/paths';
import { isMailRead, mailListKey, mailListQuery, useUnreadMailCount } from '@/core/inbox/mail-list';
import { useReadAllMail } from '@/core/inbox/read-all-mail';
import { useMailReadMarks } from '@/core/inbox/read-marks';
import { useAccount } from '@/core/session/query-keys';
import { htmlText } from '@/lib/html-text';
import { homeNoticesQueryOptions, useHomeNotices } from '@/core/site/home-notices';
import { mailDetailPath, mailTypeLabel, messageTabOf, messageTexts, type MessageTab } from '../model';
import styles from './message.module.css';

function Notices() {
  const notices = useHomeNotices();
  return (
    <QueryState query={notices} isEmpty={(texts) => texts.length === 0}>
      {(texts) => (
        <ul className={styles.list}>
          {texts.map((text, i) => (
            <li key={i} className={styles.card}>
              <SoundOutline className={styles.noticeIcon} aria-hidden />
              <p className={styles.noticeText}>{text}</p>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** 全部已读, disabled while nothing is unread. */
function ReadAll({ unread }: { unread: number }) {
  const readAll = useReadAllMail();
  return (
    <div className={styles.toolbar}>
      <TextButton
        className={styles.readAll}
        disabled={unread === 0 || readAll.pending}
        onClick={() => void readAll.run()}
      >
        {messageTexts.readAll}
      </TextButton>
    </div>
  );
}

/** The member's 站内信, newest first; each opens its own detail, unread ones marked. */
function Inbox() {
  const account = useAccount();
  const read = useMailReadMarks(account);
  const unread = useUnreadMailCount();
  return (
    <div className={styles.list}>
      <ReadAll unread={unread} />
      <InfiniteList
        {...mailListQuery(account)}
        itemKey={(item) => item.id}
        renderItem={(item) => {
          const isUnread = !isMailRead(item, read);
          return (
            <Link to={mailDetailPath(item.id)} className={`${styles.card} ${styles.mailLink}`}>
              <article>
                <header className={styles.head}>
                  <span className={styles.mailTitle}>
                    {isUnread && (
                      <span className={styles.unreadDot} role="img" aria-label={messageTexts.unread} />
                    )}
                    <span className={styles.kind}>{mailTypeLabel(item.type)}</span>
                    <h2 className={isUnread ? styles.title : `${styles.title} ${styles.readTitle}`}>
                      {item.title}
                    </h2>
                  </span>
                  <time className={styles.time}>{item.created_at}</time>
                </header>
                {/* The first words as plain text; the detail shows the mail's HTML. */}
                <p className={`${styles.html} ${styles.preview}`}>{htmlText(item.content)}</p>
              </article>
            </Link>
          );
        }}
      />
    </div>
  );
}

/** /message[?type=1|2] — 公告 and 站内信 (paged, infinite scroll, pull to refresh); close goes back. */
export default function MessageRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const unread = useUnreadMailCount();
  const tab = messageTabOf(search);
  const tabsId = useId();
  return (
    <div className={styles.page}>
      <PageNav
        title={messageTexts.title}
        fallback={paths.mine}
        below={
          <LineTabs
            tabs={[
              { key: '1', label: messageTexts.notices },
              {
                key: '2',
                // The tab keeps its name (站内信); the count is for the eye, each unread row says 未读.
                label: (
                  <>
                    {messageTexts.inbox}
                    {unread > 0 && (
                      <span className={styles.tabCount} data-testid="inbox-unread" aria-hidden>
                        {unread > 99 ? '99+' : unread}
                      </span>
                    )}
                  </>
                ),
              },
            ]}
            active={tab}
            onChange={(key) => void navigate(`${paths.message}?type=${key as MessageTab}`, { replace: true })}
            label={messageTexts.title}
            idBase={tabsId}
          />
        }
      />
      <PullRefresh keys={tab === '1' ? [homeNoticesQueryOptions().queryKey] : [mailListKey(account)]}>
        <div {...tabPanelProps(tabsId, tab)}>{tab === '1' ? <Notices /> : <Inbox />}</div>
      </PullRefresh>
    </div>
  );
}
