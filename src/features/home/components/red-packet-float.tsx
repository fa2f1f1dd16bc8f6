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

/** The slim tab's tap target is this wide (the drawn tab fills the 16 px gutter at its right). */
const TAP = 44;
/** Kept clear between the docked tab and whatever lies above or below it. */
const CLEAR = 4;

/**
 * Where along the column's right edge the slim tab's whole tap target (`TAP` wide, `height` tall)
 * covers no control, image, text, header or bar: the free spot nearest `preferred` (a top), or null
 * when the edge has none (a screen filled with tiles from top to bottom).
 */
export function freeSpot(
  blocked: readonly (readonly [number, number])[],
  preferred: number,
  height: number,
  floor: number,
): number | null {
  const spans = [...blocked].sort((a, b) => a[0] - b[0]);
  let best: number | null = null;
  let from = CLEAR;
  for (const [top, bottom] of [...spans, [floor - CLEAR, Infinity] as const]) {
    const to = top - CLEAR;
    if (to - from >= height) {
      const spot = Math.min(Math.max(preferred, from), to - height);
      if (best === null || Math.abs(spot - preferred) < Math.abs(best - preferred)) best = spot;
    }
    from = Math.max(from, bottom + CLEAR);
  }
  return best;
}

/** The vertical spans of everything on screen within [left, right]: what the docked tab must leave. */
function blockedSpans(page: Element, own: Element, left: number, right: number): [number, number][] {
  const spans: [number, number][] = [];
  const add = (r: Box) => {
    const shows = r.left < r.right && r.top < r.bottom && r.bottom > 0 && r.top < innerHeight;
    if (shows && r.left < right && left < r.right) {
      spans.push([r.top, r.bottom]);
    }
  };
  // The shell's header and bottom bar as a whole, every control anywhere on the screen.
  for (const other of document.querySelectorAll(`header, nav, ${CONTROLS}`)) {
    if (own.contains(other)) continue;
    const r = other.getBoundingClientRect();
    if (r.width > 0 && r.left < right && left < r.right && r.bottom > 0 && r.top < innerHeight) {
      add(shownBox(other));
    }
  }
  const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || own.contains(parent) || !node.textContent?.trim()) continue;
    const p = parent.getBoundingClientRect();
    if (!(p.left < right && left < p.right && p.bottom > 0 && p.top < innerHeight)) continue;
    const clip = shownBox(parent);
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      add({
        left: Math.max(r.left, clip.left),
        top: Math.max(r.top, clip.top),
        right: Math.min(r.right, clip.right),
        bottom: Math.min(r.bottom, clip.bottom),
      });
    }
  }
  return spans;
}

/**
 * The floating red packet with its own close (docs/product.md#screens-and-routes): a red tab on the app column's
 * right edge, above the tab bar. Every screen element keeps a 16 px gutter, but the open tab (its
 * seal, and the close's 44 px tap target) is wider than that: where the open box would cover a
 * control, an image or text (the game tiles, the balance panel's actions on a 320 px phone), it
 * tucks into a slim tab drawn in the gutter — still red and still reading 抢红包 — until the page
 * moves on. The slim tab's tap target is 44 × 44 like every other: a clear strip 44 px wide reaching
 * left of the drawn tab, so the slim tab docks up or down the edge to the free spot nearest its own
 * (beside a card's empty side, between the tiles and the bar) where that strip covers nothing.
 * Only a screen with no such spot on its edge leaves the tap target as narrow as the drawn tab.
 * There is no room for the close's 44 px target in the gutter, so a tap on the slim tab opens it out
 * first (seal, label and close), and a second tap opens the packet.
 */
export function RedPacketFloat({ onOpen, onClose }: { onOpen: () => void; onClose: () => void }) {
  const float = useRef<HTMLDivElement>(null);
  const [tucked, setTucked] = useState(false);
  // Tucked, and no free spot on the edge: the tap target is only the drawn tab.
  const [cramped, setCramped] = useState(false);
  const openSize = useRef({ width: 0, height: 0 });
  // A tap on the slim tab opens it out (seal, label and close) over what lies beside it, as the
  // one asked for; the next scroll, or a tap elsewhere, slims it again.
  const [peek, setPeek] = useState(false);
  const peeking = useRef(false);
  const recheck = useRef<() => void>(() => {});
  const slim = tucked && !peek;

  useEffect(() => {
    peeking.current = peek;
    // Opened out where it docked, it moves down if the open box would reach under the header;
    // slim again, it docks anew.
    recheck.current();
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
    let dock = 0;
    const check = () => {
      frame = 0;
      const el = float.current;
      const page = el?.closest('main');
      if (!el || !page) return;
      // The float itself never moves (its buttons do, by --dock): its box is the open box at the
      // tab's own place, bottom right. The slim tab is shorter, so while tucked the open box is the
      // one last measured open, kept at the float's corner.
      const own = el.getBoundingClientRect();
      if (!el.hasAttribute('data-tucked')) {
        openSize.current = { width: own.width, height: own.height };
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
      let narrow = false;
      if (!covers) {
        dock = 0;
      } else if (peeking.current) {
        // Open: the whole open box below the header.
        const header = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
        dock = Math.max(dock, header + CLEAR + openSize.current.height - own.bottom);
      } else {
        const height = parseFloat(getComputedStyle(el).getPropertyValue('--tucked-height')) || TAP;
        const blocked = blockedSpans(page, el, own.right - TAP, own.right);
        const spot = freeSpot(blocked, own.bottom - height, height, innerHeight);
        narrow = spot === null;
        dock = spot === null ? 0 : spot + height - own.bottom;
      }
      el.style.setProperty('--dock', `${Math.round(dock)}px`);
      // Committed inside this frame, before it paints: the packet never shows one frame untucked.
      flushSync(() => {
        setTucked(covers);
        setCramped(narrow);
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    recheck.current = schedule;
    // The first look waits for the next frame too: measuring here, right after React's commit,
    // would force a second style and layout pass of the whole page before its first paint.
    schedule();
    // Images and the lists arriving move things under the packet without a scroll; a list can
    // also take its placeholders' place at the same size (the game tiles), which no box reports.
    const observer = new ResizeObserver(schedule);
    const changes = new MutationObserver(schedule);
    const main = float.current?.closest('main');
    if (main) {
      observer.observe(main);
      changes.observe(main, { childList: true, subtree: true });
    }
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  const classes = [styles.float, slim && styles.tucked, slim && cramped && styles.cramped];
  return (
    <div ref={float} className={classes.filter(Boolean).join(' ')} data-tucked={slim || undefined}>
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
        <span className={styles.tab}>
          <span className={styles.seal} aria-hidden>
            開
          </span>
          <span className={styles.label}>抢红包</span>
        </span>
      </button>
    </div>
  );
}
