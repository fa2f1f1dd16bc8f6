import { useState } from 'react';
import { GiftOutline } from 'antd-mobile-icons';
import { safeExternalUrl } from '@/lib/safe-url';
import styles from './promo-banner.module.css';

/** A promotion banner in a 3:1 box sized before the image loads; a quiet fallback on error. */
export function PromoBanner({ src, alt }: { src: string | null | undefined; alt: string }) {
  const url = safeExternalUrl(src, window.location.href);
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.box}>
      {url && !failed ? (
        <img className={styles.img} src={url} alt={alt} width={750} height={250} onError={() => setFailed(true)} />
      ) : (
        <div className={styles.fallback} role="img" aria-label={alt}>
          <GiftOutline aria-hidden />
        </div>
      )}
    </div>
  );
}
