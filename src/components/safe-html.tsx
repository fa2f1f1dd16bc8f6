import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Server HTML (welcome dialog, promotions, articles, notices) rendered through DOMPurify. This is
 * the ONLY place `dangerouslySetInnerHTML` may appear (house rule 7). Links open outside the app.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
