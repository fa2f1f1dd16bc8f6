import { SoundOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LineTabs } from '@/components/line-tabs';
import { QueryState } from '@/components/query-state';
import { PageNav } from '@/components/page-nav';
import { SafeHtml } from '@/components/safe-html';
import { tabPanelProps } from '@/components/tab-list';
import { paths } from '@/config/paths';
import { useAccount } from '@/core/session/query-keys';
import { useHomeNotices } from '@/core/site/home-notices';
import { fetchNoticePage, noticeListKey } from '../api/notice-list';
import { messageTabOf, messageTexts, type MessageTab } from '../model';
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

function Inbox() {
  const account = useAccount();
  return (
    <div className={styles.list}>
      <InfiniteList
        queryKey={noticeListKey(account)}
        fetchPage={fetchNoticePage}
        itemKey={(item, i) => `${i}-${item.created_at}`}
        renderItem={(item) => (
          <article className={styles.card}>
            <header className={styles.head}>
              <h2 className={styles.title}>{item.title}</h2>
              <time className={styles.time}>{item.created_at}</time>
            </header>
            <SafeHtml className={styles.html} html={item.content} />
          </article>
        )}
      />
    </div>
  );
}

/** /message[?type=1|2] — 公告 and 站内信 (paged, infinite scroll); close goes back. */
export default function MessageRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab = messageTabOf(search);
  const tabsId = useId();
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <PageNav title={messageTexts.title} fallback={paths.mine} />
        <LineTabs
          tabs={[
            { key: '1', label: messageTexts.notices },
            { key: '2', label: messageTexts.inbox },
          ]}
          active={tab}
          onChange={(key) => void navigate(`${paths.message}?type=${key as MessageTab}`, { replace: true })}
          label={messageTexts.title}
          idBase={tabsId}
        />
      </div>
      <div {...tabPanelProps(tabsId, tab)}>{tab === '1' ? <Notices /> : <Inbox />}</div>
    </div>
  );
}
