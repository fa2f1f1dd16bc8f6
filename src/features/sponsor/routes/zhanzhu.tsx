import { Button, Skeleton } from 'antd-mobile';
import { DownlandOutline, PlayOutline, UserContactOutline } from 'antd-mobile-icons';
import { Carousel, type CarouselSlide } from '@/components/carousel';
import { BANNER_AUTOPLAY_MS, LANDING_CAROUSEL_IMAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGo } from '@/core/nav/use-go';
import { useIsSignedIn } from '@/core/session/store';
import { useAppInfo } from '@/core/site/app-info';
import { useGameLists } from '@/core/site/game-lists';
import { safeExternalUrl } from '@/lib/safe-url';
import { toast } from '@/lib/toast';
import { useSponsorBanners } from '../api/get-sponsor-banners';
import { LIVE_CASINO_PLATFORM, openLiveCasino, sponsorTexts } from '../model';
import styles from './zhanzhu.module.css';

const abs = (raw: string | null | undefined) => safeExternalUrl(raw, window.location.href);

/** /zhanzhu — sponsor landing (kept alive): header, 8-image carousel, live-casino panel (venue ag). */
export default function ZhanzhuRoute() {
  const go = useGo();
  const signedIn = useIsSignedIn();
  const { appInfo } = useAppInfo();
  const banners = useSponsorBanners();
  const { data: games } = useGameLists();
  const logo = abs(appInfo?.site_logo);
  const ag = games?.realbet.find((g) => g.platform_name === LIVE_CASINO_PLATFORM);
  const agImg = abs(ag?.mobile_img);
  // The spec's landing carousel: 8 images (type 3, or the home banners when type 3 has none).
  const slides = (banners.data ?? []).slice(0, LANDING_CAROUSEL_IMAGES).flatMap((banner, i): CarouselSlide[] => {
    const src = abs(banner.src);
    return src ? [{ key: `${src}-${i}`, src, alt: `${appInfo?.title ?? ''} 赞助 ${i + 1}` }] : [];
  });

  const openLive = () => {
    const action = openLiveCasino(signedIn);
    if (action.kind === 'go') go(action.to);
    else toast.info(action.message);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <button type="button" className={styles.side} onClick={() => go(paths.app)}>
          <DownlandOutline aria-hidden />
          <span>{sponsorTexts.download}</span>
        </button>
        <div className={styles.logo}>
          {logo ? <img src={logo} alt={appInfo?.title ?? ''} width={120} height={36} /> : <strong>{appInfo?.title ?? ''}</strong>}
        </div>
        <div className={styles.right}>
          <button type="button" className={styles.iconButton} aria-label={sponsorTexts.service} onClick={() => go(paths.kefu)}>
            <UserContactOutline aria-hidden />
          </button>
          {!signedIn && (
            <button type="button" className={styles.login} onClick={() => go(paths.login)}>
              <span className={styles.loginPill}>{sponsorTexts.login}</span>
            </button>
          )}
        </div>
      </header>

      {slides.length === 0 ? (
        <div className={styles.carousel} role="status" aria-label={sponsorTexts.carousel}>
          <Skeleton animated={banners.isPending} className={styles.slideSkeleton} />
        </div>
      ) : (
        <Carousel
          className={styles.carousel}
          slides={slides}
          label={sponsorTexts.carousel}
          width={750}
          height={400}
          intervalMs={BANNER_AUTOPLAY_MS}
          priority
        />
      )}

      <section className={styles.live} aria-labelledby="live-title">
        <div className={styles.liveArt}>
          {agImg ? <img src={agImg} alt="" width={340} height={200} /> : <PlayOutline aria-hidden />}
        </div>
        <div className={styles.liveText}>
          <h2 id="live-title" className={styles.liveTitle}>
            {sponsorTexts.liveTitle}
          </h2>
          <p className={styles.liveSub}>{sponsorTexts.liveSubtitle}</p>
          <Button color="primary" shape="rounded" className={styles.enter} onClick={openLive}>
            {sponsorTexts.enter}
          </Button>
        </div>
      </section>
    </div>
  );
}
