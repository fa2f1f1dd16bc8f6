import { ServerImage } from '@/components/server-image';
import Skeleton from '@/components/skeleton';
import { DownlandOutline, UserContactOutline } from 'antd-mobile-icons';
import type { Game } from '@contract/entities';
import { Carousel, type CarouselSlide } from '@/components/carousel';
import { QueryState } from '@/components/query-state';
import { ReadFailed } from '@/components/read-failed';
import { BANNER_AUTOPLAY_MS, LANDING_CAROUSEL_IMAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGo } from '@/core/nav/use-go';
import { useIsSignedIn } from '@/core/session/store';
import { useAppInfo } from '@/core/site/app-info';
import { useGameLists } from '@/core/site/game-lists';
import { safeExternalUrl } from '@/lib/safe-url';
import { toast } from '@/lib/toast';
import { useSponsorBanners } from '../api/get-sponsor-banners';
import { CallToAction, LivePanel, Pledges, VenueShowcase } from '../components/landing';
import {
  LIVE_CASINO_PLATFORM,
  openLiveCasino,
  openVenue,
  showcaseCategories,
  showcaseVenues,
  sponsorTexts,
  type OpenGame,
} from '../model';
import styles from './zhanzhu.module.css';

const abs = (raw: string | null | undefined) => safeExternalUrl(raw, window.location.href);

/**
 * /zhanzhu — sponsor landing (kept alive): header, 8-image carousel, live-casino panel (venue ag),
 * venue showcase, brand pledges and a call to action.
 */
export default function ZhanzhuRoute() {
  const go = useGo();
  const signedIn = useIsSignedIn();
  const { appInfo } = useAppInfo();
  const banners = useSponsorBanners();
  const gameLists = useGameLists();
  const games = gameLists.data;
  const logo = abs(appInfo?.site_logo);
  const ag = games?.realbet.find((g) => g.platform_name === LIVE_CASINO_PLATFORM);
  // docs/product.md's landing carousel: 8 images (type 3, or the home banners when type 3 has none).
  const slides = (banners.data ?? [])
    .slice(0, LANDING_CAROUSEL_IMAGES)
    .flatMap((banner, i): CarouselSlide[] => {
      const src = abs(banner.src);
      return src ? [{ key: `${src}-${i}`, src, alt: `${appInfo?.title ?? ''} 赞助 ${i + 1}` }] : [];
    });
  const venues = showcaseVenues(
    games,
    showcaseCategories.map((c) => c.category),
  );

  const follow = (action: OpenGame) => {
    if (action.kind === 'go') go(action.to);
    else toast.info(action.message);
  };
  const openLive = () => follow(openLiveCasino(signedIn));
  const openGame = (game: Game) => follow(openVenue(signedIn, game));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <button type="button" className={styles.side} onClick={() => go(paths.app)}>
          <DownlandOutline aria-hidden />
          <span>{sponsorTexts.download}</span>
        </button>
        <div className={styles.logo}>
          <ServerImage
            src={logo}
            alt={appInfo?.title ?? ''}
            width={120}
            height={36}
            fallback={<strong>{appInfo?.title ?? ''}</strong>}
          />
        </div>
        <div className={styles.right}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={sponsorTexts.service}
            onClick={() => go(paths.kefu)}
          >
            <UserContactOutline aria-hidden />
          </button>
          {!signedIn && (
            <button type="button" className={styles.login} onClick={() => go(paths.login)}>
              <span className={styles.loginPill}>{sponsorTexts.login}</span>
            </button>
          )}
        </div>
      </header>

      <QueryState
        query={banners}
        keepData
        wrap={(state) => (
          <div
            className={`${styles.carousel} ${styles.placeholder}`}
            role="status"
            aria-label={sponsorTexts.carousel}
          >
            {state}
          </div>
        )}
        loading={<Skeleton animated className={styles.slideSkeleton} />}
        failure={() => <ReadFailed read={banners} className={styles.slideFailed} />}
        isEmpty={() => slides.length === 0}
        empty={<Skeleton animated={false} className={styles.slideSkeleton} />}
      >
        {() => (
          <Carousel
            className={styles.carousel}
            slides={slides}
            label={sponsorTexts.carousel}
            width={750}
            height={400}
            intervalMs={BANNER_AUTOPLAY_MS}
            priority
            dotsBelow
          />
        )}
      </QueryState>

      <LivePanel image={ag?.mobile_img} read={gameLists} onEnter={openLive} />
      <VenueShowcase venues={venues} read={gameLists} onOpen={openGame} />
      <Pledges />
      <CallToAction onDownload={() => go(paths.app)} onService={() => go(paths.kefu)} />
    </div>
  );
}
