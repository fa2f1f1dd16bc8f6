import type { ReactNode } from 'react';
import DotLoading from '@/components/dot-loading';
import { ReadFailed } from '@/components/read-failed';
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
  const failed = (
    <div className={styles.center}>
      <ReadFailed read={query} />
    </div>
  );
  return (
    <div className={styles.page}>
      <PageNav title={serviceTexts.kefuTitle} />
      <div className={styles.frameBox}>
        <QueryState
          query={query}
          loading={
            <div className={styles.center} role="status">
              <DotLoading color="primary" />
            </div>
          }
          failure={() => failed}
        >
          {(answer) => <ServiceFrame url={frameUrl(answer)} failed={failed} />}
        </QueryState>
      </div>
      <FooterNav />
    </div>
  );
}

/**
 * The answer's frame. An answer without an http(s) address to frame is no better than no answer;
 * offline, the offline state rather than a frame of the browser's error page (lib/use-online).
 */
function ServiceFrame({ url, failed }: { url: string | null; failed: ReactNode }) {
  const frameable = useFrameable(url !== null);
  if (!url || !frameable) return failed;
  return (
    <iframe className={styles.frame} src={url} title={serviceTexts.kefuFrame} sandbox={frameSandbox(url)} />
  );
}
