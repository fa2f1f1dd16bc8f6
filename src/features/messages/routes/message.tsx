import { SoundOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LineTabs } from '@/components/line-tabs';
import { QueryState } from '@/components/query-state';
import { PageNav } from '@/components/page-nav';
import { PullRefresh } from '@/components/pull-refresh';
import { tabPanelProps } from '@/components/tab-list';
import { paths } from '@/config/paths';
import { fetchMailPage, mailListKey, useHasUnreadMail } from '@/core/inbox/mail-list';
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

/** The member's 站内信, newest first; each opens its own detail, unread ones marked. */
function Inbox() {
  const account = useAccount();
  const read = useMailReadMarks(account);
  return (
    <div className={styles.list}>
      <InfiniteList
        queryKey={mailListKey(account)}
        fetchPage={fetchMailPage}
        itemKey={(item) => item.id}
        renderItem={(item) => {
          const unread = !read.has(item.id);
          return (
            <Link to={mailDetailPath(item.id)} className={`${styles.card} ${styles.mailLink}`}>
              <article>
                <header className={styles.head}>
                  <span className={styles.mailTitle}>
                    {unread && (
                      <span className={styles.unreadDot} role="img" aria-label={messageTexts.unread} />
                    )}
                    <span className={styles.kind}>{mailTypeLabel(item.type)}</span>
                    <h2 className={styles.title}>{item.title}</h2>
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
  const unread = useHasUnreadMail();
  const tab = messageTabOf(search);
  const tabsId = useId();
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <PageNav title={messageTexts.title} fallback={paths.mine} />
        <LineTabs
          tabs={[
            { key: '1', label: messageTexts.notices },
            {
              key: '2',
              // The tab keeps its name (站内信); the dot is for the eye, each unread row says 未读.
              label: (
                <>
                  {messageTexts.inbox}
                  {unread && <span className={styles.tabDot} data-testid="inbox-unread" aria-hidden />}
                </>
              ),
            },
          ]}
          active={tab}
          onChange={(key) => void navigate(`${paths.message}?type=${key as MessageTab}`, { replace: true })}
          label={messageTexts.title}
          idBase={tabsId}
        />
      </div>
      <PullRefresh keys={tab === '1' ? [homeNoticesQueryOptions().queryKey] : [mailListKey(account)]}>
        <div {...tabPanelProps(tabsId, tab)}>{tab === '1' ? <Notices /> : <Inbox />}</div>
      </PullRefresh>
    </div>
  );
}
