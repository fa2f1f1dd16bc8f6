import Popup from 'antd-mobile/es/components/popup';
import Skeleton from '@/components/skeleton';
import { SheetHead, sheetBody } from '@/components/sheet-head';
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
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheetBody(styles.sheet)}
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-labelledby="terms-title">
        <SheetHead title="隐私政策" titleId="terms-title" closeLabel="关闭条款" onClose={onClose} />
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
      </div>
    </Popup>
  );
}
