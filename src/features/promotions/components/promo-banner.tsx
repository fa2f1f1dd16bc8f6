import { useState } from 'react';
import { GiftOutline } from 'antd-mobile-icons';
import { safeExternalUrl } from '@/lib/safe-url';
import styles from './promo-banner.module.css';

/**
 * A promotion banner in a 3:1 box sized before the image loads; a quiet fallback on error. Only the
 * `priority` one (the screen's largest paint) loads at once and first; the rest load lazily, so
 * they never compete with it.
 */
export function PromoBanner({
  src,
  alt,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  priority?: boolean;
}) {
  const url = safeExternalUrl(src, window.location.href);
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.box}>
      {url && !failed ? (
        <img
          className={styles.img}
          src={url}
          alt={alt}
          width={750}
          height={250}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          onError={() => setFailed(true)}
        />
      ) : (
        <div className={styles.fallback} role="img" aria-label={alt}>
          <GiftOutline aria-hidden />
        </div>
      )}
    </div>
  );
}
