import List from '@/components/list';
import {
  ExclamationCircleOutline,
  FileOutline,
  InformationCircleOutline,
  PhonebookOutline,
  QuestionCircleOutline,
  TeamOutline,
  UserContactOutline,
  EyeInvisibleOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageNav } from '@/components/page-nav';
import { paths } from '@/config/paths';
import { articlePath, helpArticles, helpTexts } from '../model';
import styles from './help.module.css';

const icons: Record<number, ReactNode> = {
  7: <InformationCircleOutline />,
  1: <QuestionCircleOutline />,
  2: <EyeInvisibleOutline />,
  3: <ExclamationCircleOutline />,
  4: <PhonebookOutline />,
  5: <TeamOutline />,
  8: <FileOutline />,
};

/** /boutBallBet (帮助中心) — the article menu of docs/product.md and online service. */
export default function BoutBallBetRoute() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <PageNav title={helpTexts.title} fallback={paths.mine} />
      <List className={styles.menu} aria-label={helpTexts.title}>
        {helpArticles.map((a) => (
          <List.Item
            key={a.type}
            prefix={<span className={styles.icon}>{icons[a.type]}</span>}
            onClick={() => void navigate(articlePath(a.type))}
          >
            {a.title}
          </List.Item>
        ))}
      </List>
      <List className={styles.menu}>
        <List.Item
          prefix={<span className={styles.icon}>{<UserContactOutline />}</span>}
          description={helpTexts.serviceHint}
          onClick={() => void navigate(paths.kefu)}
        >
          {helpTexts.service}
        </List.Item>
      </List>
    </div>
  );
}
