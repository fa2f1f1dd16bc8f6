import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Banner } from '@contract/site-calls';
import { Carousel, type CarouselSlide } from '@/components/carousel';
import { QueryState } from '@/components/query-state';
import { ReadFailed } from '@/components/read-failed';
import { BANNER_AUTOPLAY_MS } from '@/config/constants';
import { messages } from '@/config/messages';
import { isInternalPath, safeExternalUrl } from '@/lib/safe-url';
import { useHomeBanners } from '../api/banner-list';
import states from './section-states.module.css';
import styles from './banner-carousel.module.css';

/** Where a tapped banner goes: an in-app path, an http(s) page in a new tab, or nowhere. */
export type BannerLink = { kind: 'app'; to: string } | { kind: 'web'; href: string } | null;

export function bannerLink(url: string | null | undefined, base: string): BannerLink {
  if (!url) return null;
  const raw: string = url;
  if (isInternalPath(raw as unknown)) return { kind: 'app', to: raw };
  // Only absolute http(s) links leave the app; anything relative or of another scheme is ignored.
  if (!/^https?:\/\//i.test(raw.trim())) return null;
  const href = safeExternalUrl(raw, base);
  return href ? { kind: 'web', href } : null;
}

/** The longest the first banner holds back `onSettled`: a stalled image must not hold back the page. */
export const BANNER_SETTLE_LIMIT_MS = 3000;

/**
 * docs/product.md#screens-and-routes carousel: 8 s per slide, looped; a sized box so nothing shifts when images arrive.
 * `onSettled` (idempotent: it may be called again) tells the screen the banner is done: the first
 * image has loaded or failed, there is none to show, or BANNER_SETTLE_LIMIT_MS has passed.
 */
export function BannerCarousel({ onSettled }: { onSettled?: () => void }) {
  const navigate = useNavigate();
  const banners = useHomeBanners();
  const base = window.location.href;
  const slides = (banners.data ?? []).flatMap((banner: Banner, i): CarouselSlide[] => {
    const src = safeExternalUrl(banner.src, base);
    if (!src) return [];
    const link = bannerLink(banner.url, base);
    const onOpen = !link
      ? undefined
      : link.kind === 'app'
        ? () => void navigate(link.to)
        : () => void window.open(link.href, '_blank', 'noopener,noreferrer');
    return [{ key: `${src}-${i}`, src, alt: `横幅 ${i + 1}`, onOpen }];
  });

  useEffect(() => {
    const timer = setTimeout(() => onSettled?.(), BANNER_SETTLE_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [onSettled]);

  return (
    <QueryState
      query={banners}
      keepData
      loading={
        <div className={`${styles.box} ${states.skeleton}`} role="status" aria-label={messages.loading} />
      }
      failure={() => (
        <NothingToShow onSettled={onSettled} className={styles.failed}>
          <ReadFailed read={banners} />
        </NothingToShow>
      )}
      isEmpty={() => slides.length === 0}
      empty={<NothingToShow onSettled={onSettled} />}
    >
      {() => (
        <Carousel
          className={styles.box}
          slides={slides}
          label="活动横幅"
          width={750}
          height={300}
          intervalMs={BANNER_AUTOPLAY_MS}
          priority
          onFirstImageSettled={onSettled}
        />
      )}
    </QueryState>
  );
}

/** The banner's box with no picture to show: the banner is done at once. */
function NothingToShow({
  onSettled,
  className = states.skeleton,
  children,
}: {
  onSettled?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  useEffect(() => onSettled?.(), [onSettled]);
  return <div className={`${styles.box} ${className}`}>{children}</div>;
}
