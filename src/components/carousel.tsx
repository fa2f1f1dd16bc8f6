import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './carousel.module.css';
import { ServerImage } from './server-image';

export interface CarouselSlide {
  /** Stable key (the image URL, plus the index when images repeat). */
  key: string;
  /** Absolute http(s) image URL (pass it through safeExternalUrl first). */
  src: string;
  alt: string;
  /** Called when the slide is tapped; the slide is a button only when given. */
  onOpen?: () => void;
}

export interface CarouselProps {
  slides: CarouselSlide[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Intrinsic size of the art: the box is sized from it before any image loads (CLS 0). */
  width: number;
  height: number;
  /** Autoplay period (docs/product.md#screens-and-routes: 8 s); 0 turns autoplay off. */
  intervalMs: number;
  className?: string;
  /** The first slide is the page's largest paint: load it first and at high priority. */
  priority?: boolean;
  /** Called when the first slide's image has loaded or failed. */
  onFirstImageSettled?: () => void;
  /** Dots on a strip under the art instead of over its foot, where art may carry text. */
  dotsBelow?: boolean;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

/**
 * A CSS scroll-snap carousel: the browser does the swiping, so no gesture or animation library is
 * needed. Autoplays every `intervalMs` and loops (after the last slide comes the first), pauses
 * only while a finger is on it (or keyboard focus is in it) and while the page is hidden; under reduced motion slides
 * change without the smooth scroll. Indicators are buttons; each slide is a labelled group.
 */
export function Carousel({
  slides,
  label,
  width,
  height,
  intervalMs,
  className,
  priority = false,
  onFirstImageSettled,
  dotsBelow = false,
}: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Images load up to one slide past the furthest shown: the landing paints one or two images,
  // not all eight (each SVG banner costs decode and paint time on the main thread).
  const [reach, setReach] = useState(1);
  const currentRef = useRef(0);
  // Held = a finger on it, or keyboard focus inside (a tap leaves focus behind: that is no hold).
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const ratio = { aspectRatio: `${width} / ${height}` };

  const goTo = useCallback((index: number) => {
    const el = track.current;
    if (!el) return;
    const slide = el.children[index] as HTMLElement | undefined;
    if (!slide) return;
    setReach((r) => Math.max(r, index + 1));
    // scrollTo on the track, never scrollIntoView: that would scroll the page as well.
    el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  // Which slide is showing: observed, so scrolling never reads layout on the main thread.
  useEffect(() => {
    const el = track.current;
    if (!el || count < 2 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = Number((entry.target as HTMLElement).dataset.index);
          currentRef.current = index;
          setCurrent(index);
          setReach((r) => Math.max(r, index + 1));
        }
      },
      { root: el, threshold: 0.6 },
    );
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [count]);

  // No autoplay while the tab is hidden (nor while its kept-alive screen is: <Activity> cleans
  // this effect up), nor while held; letting go starts a full period again.
  useEffect(() => {
    if (count < 2 || intervalMs <= 0 || held) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) goTo((currentRef.current + 1) % count);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, goTo, held]);

  const hold = () => setHeld(true);
  const release = () => setHeld(false);

  return (
    <section
      className={`${styles.carousel} ${dotsBelow ? styles.below : ''} ${className ?? ''}`}
      aria-label={label}
      aria-roledescription="carousel"
      style={dotsBelow ? undefined : ratio}
      onTouchStart={hold}
      onTouchEnd={release}
      onTouchCancel={release}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) hold();
      }}
      onBlur={release}
    >
      {/* Focusable so keyboard users can scroll it (arrow keys move one slide). */}
      <div
        ref={track}
        className={styles.track}
        style={dotsBelow ? ratio : undefined}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
          event.preventDefault();
          const step = event.key === 'ArrowRight' ? 1 : count - 1;
          goTo((currentRef.current + step) % count);
        }}
      >
        {slides.map((slide, i) => {
          const image =
            i > reach ? (
              <span className={styles.image} role="img" aria-label={slide.alt} />
            ) : (
              <ServerImage
                className={styles.image}
                src={slide.src}
                alt={slide.alt}
                width={width}
                height={height}
                draggable={false}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i > 0 ? 'low' : priority ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
                onSettled={i === 0 ? onFirstImageSettled : undefined}
                fallback={<span className={styles.image} role="img" aria-label={slide.alt} />}
              />
            );
          return (
            <div
              key={slide.key}
              className={styles.slide}
              data-index={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
            >
              {slide.onOpen ? (
                <button type="button" className={styles.open} onClick={slide.onOpen}>
                  {image}
                </button>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-label={`第 ${i + 1} 张`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
