import type { Page } from '@playwright/test';

/**
 * The tap targets in `scope` whose hit area is under 44 × 44 CSS px, as "name W×H". The hit area is
 * measured where a finger lands, not from the drawn box: along the target's middle row and column,
 * the span of points where the browser's hit test answers the target (so a pseudo-element or padding
 * that enlarges it counts, and anything lying over it does not).
 */
export function smallHitTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const MIN = 44;
    const REACH = 40;
    const small: string[] = [];
    const root = document.querySelector(selector);
    if (!root) return small;
    for (const el of root.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="tab"]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
      const hits = (x: number, y: number) => {
        const at = document.elementFromPoint(x, y);
        return at !== null && (at === el || el.contains(at));
      };
      const cx = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const cy = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      if (!hits(cx, cy)) continue; // covered where it is drawn: not this target's tap
      const span = (step: (d: number) => [number, number], limit: number) => {
        let d = 1;
        while (d <= limit && hits(...step(d))) d += 1;
        return d - 1;
      };
      const width =
        1 +
        span((d) => [cx - d, cy], Math.min(cx, r.width / 2 + REACH)) +
        span((d) => [cx + d, cy], Math.min(innerWidth - 1 - cx, r.width / 2 + REACH));
      const height =
        1 +
        span((d) => [cx, cy - d], Math.min(cy, r.height / 2 + REACH)) +
        span((d) => [cx, cy + d], Math.min(innerHeight - 1 - cy, r.height / 2 + REACH));
      if (width < MIN || height < MIN) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 12);
        small.push(`${name} ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return small;
  }, scope);
}
