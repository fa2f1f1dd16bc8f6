import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The policy for server HTML, on top of DOMPurify's HTML profile (no script, no event handlers,
 * no SVG/MathML):
 * - `style` keeps only an allowlist of what cannot move or size a box beyond its container
 *   (`STYLE_RULES`): colours, font, text alignment and decoration, a bounded line height,
 *   non-negative bounded margins and padding, widths up to 100 %, bounded heights, borders.
 *   Positioning, transforms, floats, negative margins, outlines, shadows, filters, viewport units
 *   and computed values (`calc()`, `var()`) all go, and the `.safe-html` box (styles/theme.css)
 *   clips whatever is left;
 * - no `class` (the app's own classes include full-screen masks) and nothing that opens the top
 *   layer (`popover`, `commandfor`, `<dialog>`), which would cover the screen whatever the box;
 * - links and images are http(s) only (after resolving against the page), `srcset` goes;
 * - links open in a new tab with `rel="noopener noreferrer"`, never in the app's own tab.
 */
type Check = (value: string) => boolean;

const PX_PER_UNIT: Record<string, number> = { px: 1, pt: 4 / 3, em: 16, rem: 16 };

/** One non-negative length (px, pt, em, rem) up to `maxPx`, a percentage up to `maxPercent`, 0 or a keyword. */
const size =
  (maxPx: number, maxPercent: number, ...keywords: string[]): Check =>
  (value) => {
    if (keywords.includes(value)) return true;
    const match = /^(\d*\.?\d+)(px|pt|em|rem|%)?$/.exec(value);
    if (!match) return false;
    const amount = Number(match[1]);
    const unit = match[2];
    if (unit === undefined) return amount === 0;
    return unit === '%' ? amount <= maxPercent : amount * PX_PER_UNIT[unit]! <= maxPx;
  };
const oneOf =
  (...keywords: string[]): Check =>
  (value) =>
    keywords.includes(value);
const anyValue: Check = () => true;
const lineHeight: Check = (value) =>
  /^\d*\.?\d+$/.test(value) ? Number(value) <= 3 : value === 'normal' || size(48, 300)(value);

/** Margins, padding, small boxes: at most this many pixels. */
const SMALL = 64;
/** Heights: a box may be tall, never huge (its container grows with it). */
const TALL = 480;
const SIDE = '(top|right|bottom|left)';

/** [longhand property, its allowed values]: what no row names is dropped. */
const STYLE_RULES: readonly (readonly [RegExp, Check])[] = [
  [/^(color|background-color|text-decoration-color)$/, anyValue],
  [/^font-size$/, size(48, 300, 'x-small', 'small', 'medium', 'large', 'x-large', 'smaller', 'larger')],
  [/^font-(family|style|weight|stretch|kerning|variant(-[a-z]+)?)$/, anyValue],
  [/^line-height$/, lineHeight],
  [/^(letter|word)-spacing$/, size(8, 0, 'normal')],
  [
    /^(text-align|text-transform|text-decoration(-line|-style)?|white-space|word-break|overflow-wrap)$/,
    anyValue,
  ],
  [/^text-indent$/, size(SMALL, 0)],
  [
    /^vertical-align$/,
    oneOf('baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', 'sub', 'super'),
  ],
  [
    /^display$/,
    oneOf('block', 'inline', 'inline-block', 'none', 'list-item', 'table', 'table-row', 'table-cell'),
  ],
  [new RegExp(`^margin-${SIDE}$`), size(SMALL, 0, 'auto')],
  [new RegExp(`^padding-${SIDE}$`), size(SMALL, 0)],
  [/^(width|min-width|max-width)$/, size(SMALL, 100, 'auto', 'none')],
  [/^(height|min-height|max-height)$/, size(TALL, 100, 'auto', 'none')],
  [new RegExp(`^border-${SIDE}-width$`), size(8, 0, 'thin', 'medium', 'thick')],
  [new RegExp(`^border-${SIDE}-(style|color)$`), anyValue],
  [/^border-(top|bottom)-(left|right)-radius$/, size(SMALL, 50)],
  [/^(border-collapse|table-layout|caption-side|empty-cells|list-style-(type|position))$/, anyValue],
];

/** In any value: a function other than a colour (`url()`, `calc()`, `var()`, `env()`...) or a viewport unit. */
const FORBIDDEN_VALUE = /\b(?!(rgba?|hsla?)\()[a-z-]+\(|\d[dsl]?v(h|w|i|b|min|max)\b/i;

function allowedDeclaration(property: string, value: string): boolean {
  if (FORBIDDEN_VALUE.test(value)) return false;
  const rule = STYLE_RULES.find(([name]) => name.test(property));
  return rule !== undefined && rule[1](value.trim().toLowerCase());
}

/**
 * Rebuilds `style` from its allowed longhands, without `!important`. The browser lists a
 * shorthand (`margin`, `border`) as its longhands; where one is listed too (jsdom), no row names it.
 */
function cleanStyle(element: HTMLElement) {
  const style = element.style as CSSStyleDeclaration | undefined;
  const kept = style
    ? Array.from(style).flatMap((property) => {
        const value = style.getPropertyValue(property);
        return allowedDeclaration(property, value) ? [[property, value] as const] : [];
      })
    : [];
  element.removeAttribute('style');
  for (const [property, value] of kept) element.style.setProperty(property, value);
}

/** `width` / `height` attributes (img, table, td) under the bounds of the properties. */
const SIZE_ATTRIBUTES: readonly (readonly [string, Check])[] = [
  ['width', size(SMALL, 100)],
  ['height', size(TALL, 100)],
];

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite'];

function isHttpUrl(value: string): boolean {
  try {
    const protocol = new URL(value, window.location.href).protocol;
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

let hooked = false;
function installPolicy() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) && (node as Node).nodeType !== 1) return;
    const element = node as HTMLElement;
    if (element.hasAttribute('style')) cleanStyle(element);
    for (const [name, check] of SIZE_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim().toLowerCase();
      if (value !== undefined && !check(/^\d+$/.test(value) ? `${value}px` : value))
        element.removeAttribute(name);
    }
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
 * Server HTML (welcome dialog, promotions, articles, notices) rendered through DOMPurify, in a
 * `.safe-html` box that nothing inside paints out of. This is the ONLY place
 * `dangerouslySetInnerHTML` may appear (docs/architecture.md, "Server HTML and URLs pass one gate").
 */
export function sanitizeHtml(html: string): string {
  installPolicy();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'base', 'link', 'meta', 'dialog'],
    FORBID_ATTR: ['class', 'popover', 'popovertarget', 'popovertargetaction', 'command', 'commandfor'],
    ADD_ATTR: ['target'],
  });
}

export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <div
      className={className ? `safe-html ${className}` : 'safe-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
