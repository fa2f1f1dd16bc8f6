/** Elements whose text is not reading text: code, styles, templates, fallbacks. */
const NOT_TEXT = 'script, style, template, noscript, head';
/** Line breaks and blocks: their text must not run into the text before or after them. */
const BREAKS =
  'br, hr, p, div, ul, ol, li, dl, dt, dd, table, tr, td, th, h1, h2, h3, h4, h5, h6, blockquote, pre, section, article';

/**
 * The reading text of server HTML, for a one- or two-line preview drawn as plain text (a list of
 * mails shows each one's first words; its detail shows the HTML itself through SafeHtml). The HTML
 * is parsed into an inert document (DOMParser: no scripts run, no images or other resources load,
 * nothing reaches the page), and only its text comes out, with blocks and line breaks as spaces.
 */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll(NOT_TEXT)) element.remove();
  for (const element of body.querySelectorAll(BREAKS)) {
    element.before(' ');
    element.after(' ');
  }
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
