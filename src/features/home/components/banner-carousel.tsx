import { Swiper } from 'antd-mobile';
import { BANNER_AUTOPLAY_MS } from '@/config/constants';
import { safeExternalUrl } from '@/lib/safe-url';
import { useHomeBanners } from '../api/banner-list';
import styles from './banner-carousel.module.css';

/** Spec §2 carousel: 8 s per slide, looped; a sized box so nothing shifts when images arrive. */
export function BannerCarousel() {
  const { data: banners, isPending } = useHomeBanners();
  const slides = (banners ?? [])
    .map((b) => safeExternalUrl(b.src, window.location.href))
    .filter((src): src is string => src !== null);

  if (isPending || slides.length === 0) {
    return <div className={`${styles.box} ${styles.skeleton}`} role={isPending ? 'status' : undefined} aria-label={isPending ? '加载中' : undefined} />;
  }
  return (
    <section className={styles.box} aria-label="活动横幅" aria-roledescription="carousel">
      <Swiper autoplay autoplayInterval={BANNER_AUTOPLAY_MS} loop={slides.length > 1} style={{ '--border-radius': 'var(--app-card-radius)' }}>
        {slides.map((src, i) => (
          <Swiper.Item key={`${src}-${i}`}>
            <img className={styles.image} src={src} alt={`横幅 ${i + 1}`} width={750} height={300} draggable={false} decoding="async" />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
