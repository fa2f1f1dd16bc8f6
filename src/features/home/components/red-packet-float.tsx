import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type RefObject } from 'react';
import styles from './red-packet-float.module.css';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Do two boxes overlap (touching edges do not count)? */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The float's resting box in the viewport, whatever its tucked transform (offset* ignore transforms). */
function restingBox(el: HTMLElement): Box {
  const left = el.offsetLeft;
  const top = el.offsetTop;
  return { left, top, right: left + el.offsetWidth, bottom: top + el.offsetHeight };
}

/**
 * The floating red packet with its own close (spec §2). On a small phone a floating packet would
 * sit on the game tabs (at 320 px it covered 彩票): while its resting place overlaps the tab strip
 * inside `avoid`, it tucks into the screen edge, leaving a tappable strip, and comes back once the
 * tabs move on.
 */
export function RedPacketFloat({
  onOpen,
  onClose,
  avoid,
}: {
  onOpen: () => void;
  onClose: () => void;
  avoid?: RefObject<HTMLElement | null>;
}) {
  const float = useRef<HTMLDivElement>(null);
  const [tucked, setTucked] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = float.current;
      // the tab strip inside `avoid` (the tiles below may pass under the packet; the tabs may not)
      const other = avoid?.current?.querySelector('[role="tablist"]') ?? avoid?.current;
      if (!el || !other) return;
      const r = other.getBoundingClientRect();
      setTucked(overlaps(restingBox(el), { left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [avoid]);

  return (
    <div
      ref={float}
      className={tucked ? `${styles.float} ${styles.tucked}` : styles.float}
      data-tucked={tucked || undefined}
    >
      <button type="button" className={styles.packet} aria-label="抢红包" onClick={onOpen}>
        <span className={styles.flap} aria-hidden />
        <span className={styles.seal} aria-hidden>
          開
        </span>
        <span className={styles.label}>抢红包</span>
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label="关闭红包"
        onClick={onClose}
        tabIndex={tucked ? -1 : undefined}
      >
        <CloseOutline aria-hidden />
      </button>
    </div>
  );
}
