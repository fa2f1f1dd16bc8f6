import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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

/**
 * The part of `el` that shows: its box cut by every ancestor that clips (a carousel's slides
 * beside the one in view are laid out there, but hidden).
 */
export function shownBox(el: Element): Box {
  const r = el.getBoundingClientRect();
  const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    if (getComputedStyle(a).overflow === 'visible') continue;
    const c = a.getBoundingClientRect();
    box.left = Math.max(box.left, c.left);
    box.top = Math.max(box.top, c.top);
    box.right = Math.min(box.right, c.right);
    box.bottom = Math.min(box.bottom, c.bottom);
  }
  return box;
}

/** What the packet must not cover: anything a finger or an eye is after on the page. */
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="tab"], img';

/**
 * The floating red packet with its own close (docs/product.md §2): a red tab on the app column's right edge,
 * above the tab bar. Every screen element keeps a 16 px gutter and the tiles and panels more, so
 * the tab lives there; where its open box would still cover a control (the game tabs, a banner, a
 * landscape screen), it tucks into a thin red edge inside the gutter until the page moves on.
 */
export function RedPacketFloat({ onOpen, onClose }: { onOpen: () => void; onClose: () => void }) {
  const float = useRef<HTMLDivElement>(null);
  const [tucked, setTucked] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = float.current;
      const page = el?.closest('main');
      if (!el || !page) return;
      // The open box: the float's own (its width does not change when tucked; the tab's does),
      // widened by the close's 44 px tap target, which reaches past the tab's width.
      const own = el.getBoundingClientRect();
      const close = el.firstElementChild?.getBoundingClientRect() ?? own;
      const mine = {
        left: Math.min(own.left, close.left),
        top: Math.min(own.top, close.top),
        right: Math.max(own.right, close.right),
        bottom: Math.max(own.bottom, close.bottom),
      };
      let covers = false;
      for (const other of page.querySelectorAll(CONTROLS)) {
        if (el.contains(other)) continue;
        const r = other.getBoundingClientRect();
        // Only a candidate's ancestors are looked at (the rest costs one box per control a frame).
        if (r.width > 0 && overlaps(mine, r) && overlaps(mine, shownBox(other))) {
          covers = true;
          break;
        }
      }
      // Committed inside this frame, before it paints: the packet never shows one frame untucked.
      flushSync(() => setTucked(covers));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // The first look waits for the next frame too: measuring here, right after React's commit,
    // would force a second style and layout pass of the whole page before its first paint.
    schedule();
    // Images and the lists arriving move things under the packet without a scroll.
    const observer = new ResizeObserver(schedule);
    const main = float.current?.closest('main');
    if (main) observer.observe(main);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <div
      ref={float}
      className={tucked ? `${styles.float} ${styles.tucked}` : styles.float}
      data-tucked={tucked || undefined}
    >
      <button
        type="button"
        className={styles.close}
        aria-label="关闭红包"
        onClick={onClose}
        tabIndex={tucked ? -1 : undefined}
      >
        <CloseOutline aria-hidden />
      </button>
      <button type="button" className={styles.packet} aria-label="抢红包" onClick={onOpen}>
        <span className={styles.seal} aria-hidden>
          開
        </span>
        <span className={styles.label}>抢红包</span>
      </button>
    </div>
  );
}
