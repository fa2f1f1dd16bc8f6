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

/** Does `box` lie over any text that shows in `page` (outside `own`)? */
function coversText(page: Element, own: Element, box: Box): boolean {
  const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || own.contains(parent) || !node.textContent?.trim()) continue;
    // The parent's box first: one box per text node, the text's own boxes only beside the packet.
    if (!overlaps(box, parent.getBoundingClientRect())) continue;
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width > 0 && overlaps(box, r) && overlaps(box, shownBox(parent))) return true;
    }
  }
  return false;
}

/** What the packet must not cover: anything a finger or an eye is after on the page. */
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="tab"], img';

/**
 * The floating red packet with its own close (docs/product.md §2): a red tab on the app column's
 * right edge, above the tab bar. Every screen element keeps a 16 px gutter, but the open tab (its
 * seal, and the close's 44 px tap target) is wider than that: where the open box would cover a
 * control, an image or text (the game tiles, the balance panel's actions on a 320 px phone), it
 * tucks into a slim tab that fits the gutter — still red and still reading 抢红包 — until the page
 * moves on. There is no room for the close's 44 px target inside the gutter, so a tap on the slim
 * tab opens it out first (seal, label and close), and a second tap opens the packet.
 */
export function RedPacketFloat({ onOpen, onClose }: { onOpen: () => void; onClose: () => void }) {
  const float = useRef<HTMLDivElement>(null);
  const [tucked, setTucked] = useState(false);
  const openSize = useRef({ width: 0, height: 0 });
  // A tap on the slim tab opens it out (seal, label and close) over what lies beside it, as the
  // one asked for; the next scroll, or a tap elsewhere, slims it again.
  const [peek, setPeek] = useState(false);
  const slim = tucked && !peek;

  useEffect(() => {
    if (!peek) return;
    const end = (event: Event) => {
      if (event.type === 'scroll' || !float.current?.contains(event.target as Node)) setPeek(false);
    };
    window.addEventListener('scroll', end, { passive: true });
    document.addEventListener('pointerdown', end);
    return () => {
      window.removeEventListener('scroll', end);
      document.removeEventListener('pointerdown', end);
    };
  }, [peek]);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = float.current;
      const page = el?.closest('main');
      if (!el || !page) return;
      // The open box: the float's own widened by the close's 44 px tap target, which reaches past
      // the tab's width. The slim tab is shorter and narrower, so while tucked the open box is the
      // one last measured open, kept at the float's corner (it is fixed by its bottom right).
      const own = el.getBoundingClientRect();
      if (!el.hasAttribute('data-tucked')) {
        const close = el.firstElementChild?.getBoundingClientRect() ?? own;
        openSize.current = {
          width: own.right - Math.min(own.left, close.left),
          height: own.bottom - Math.min(own.top, close.top),
        };
      }
      const mine = {
        left: own.right - openSize.current.width,
        top: own.bottom - openSize.current.height,
        right: own.right,
        bottom: own.bottom,
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
      if (!covers) covers = coversText(page, el, mine);
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
      className={slim ? `${styles.float} ${styles.tucked}` : styles.float}
      data-tucked={slim || undefined}
    >
      <button
        type="button"
        className={styles.close}
        aria-label="关闭红包"
        onClick={onClose}
        tabIndex={slim ? -1 : undefined}
      >
        <CloseOutline aria-hidden />
      </button>
      <button
        type="button"
        className={styles.packet}
        aria-label="抢红包"
        aria-expanded={tucked ? !slim : undefined}
        onClick={slim ? () => setPeek(true) : onOpen}
      >
        <span className={styles.seal} aria-hidden>
          開
        </span>
        <span className={styles.label}>抢红包</span>
      </button>
    </div>
  );
}
