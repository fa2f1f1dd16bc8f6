import { retryRead } from '@/lib/query-client';
import DotLoading from '@/components/dot-loading';
import { ListState } from '@/components/list-state';
import { QueryState } from '@/components/query-state';
import { PageNav } from '@/components/page-nav';
import { FooterNav } from '@/core/nav/footer-nav';
import { useServiceUrl } from '@/core/site/service-url';
import { frameSandbox } from '@/lib/frame-sandbox';
import { useFrameable } from '@/lib/use-online';
import { frameUrl, serviceTexts } from '../model';
import styles from './kefu.module.css';

/** /kefu — the service window in a full-height frame (http(s) only), footer nav below. */
export default function KefuRoute() {
  const query = useServiceUrl();
  const url = frameUrl(query.data);
  // Offline, the offline state rather than a frame of the browser's error page (lib/use-online).
  const frameable = useFrameable(url !== null);
  const failed = <ListState status="error" onRetry={retryRead(query)} />;
  return (
    <div className={styles.page}>
      <PageNav title={serviceTexts.kefuTitle} />
      <div className={styles.frameBox}>
        {frameable ? (
          <QueryState
            query={query}
            loading={
              <div className={styles.center} role="status">
                <DotLoading color="primary" />
              </div>
            }
            // An answer without an http(s) address to frame is no better than no answer.
            isEmpty={() => url === null}
            empty={failed}
          >
            {() =>
              url && (
                <iframe
                  className={styles.frame}
                  src={url}
                  title={serviceTexts.kefuFrame}
                  sandbox={frameSandbox(url)}
                />
              )
            }
          </QueryState>
        ) : (
          failed
        )}
      </div>
      <FooterNav />
    </div>
  );
}
