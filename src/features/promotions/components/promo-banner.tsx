import { GiftOutline } from 'antd-mobile-icons';
import { ServerImage } from '@/components/server-image';
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
  return (
    <div className={styles.box}>
      <ServerImage
        className={styles.img}
        src={src}
        alt={alt}
        width={750}
        height={250}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        fallback={
          <div className={styles.fallback} role="img" aria-label={alt}>
            <GiftOutline aria-hidden />
          </div>
        }
      />
    </div>
  );
}
