import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The policy for server HTML, on top of DOMPurify's HTML profile (no script, no event handlers,
 * no SVG/MathML):
 * - positioning is dropped from `style` (`position`, `z-index`, offsets, transforms, anything
 *   `fixed`/`sticky`), so no overlay can cover the screen or the app's own buttons; ordinary
 *   formatting (colour, size, alignment, margins, tables) stays;
 * - links and images are http(s) only (after resolving against the page), `srcset` goes;
 * - links open in a new tab with `rel="noopener noreferrer"`, never in the app's own tab.
 */
const POSITIONING =
  /^(position|z-index|inset(-.*)?|top|right|bottom|left|transform|translate|rotate|scale|float)$/i;
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite'];

function isHttpUrl(value: string): boolean {
  try {
    const protocol = new URL(value, window.location.href).protocol;
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function cleanStyle(element: Element) {
  const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  if (!style) {
    element.removeAttribute('style');
    return;
  }
  for (const property of Array.from(style)) {
    const value = style.getPropertyValue(property);
    if (POSITIONING.test(property) || /\b(fixed|sticky)\b/i.test(value)) style.removeProperty(property);
  }
  if (style.length === 0) element.removeAttribute('style');
}

let hooked = false;
function installPolicy() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) && (node as Node).nodeType !== 1) return;
    const element = node as Element;
    if (element.hasAttribute('style')) cleanStyle(element);
    element.removeAttribute('srcset');
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !isHttpUrl(value.trim())) element.removeAttribute(name);
    }
    if (element.tagName === 'A' || element.tagName === 'AREA') {
      if (element.hasAttribute('href')) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      } else {
        element.removeAttribute('target');
      }
    }
  });
}

/**
 * Server HTML (welcome dialog, promotions, articles, notices) rendered through DOMPurify. This is
 * the ONLY place `dangerouslySetInnerHTML` may appear (house rule 7).
 */
export function sanitizeHtml(html: string): string {
  installPolicy();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'base', 'link', 'meta'],
    ADD_ATTR: ['target'],
  });
}

export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
