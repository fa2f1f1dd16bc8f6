import type { ComponentProps } from 'react';
import { onFirstOpen } from '@/lib/on-first-open';
import type { TermsSheet as RealTermsSheet } from './terms-sheet';

/**
 * The terms sheet loads when first opened: its Popup brings the kit's animation library and its
 * SafeHtml brings DOMPurify, about 40 KB that the login form does not need to paint.
 */
export const TermsSheet = onFirstOpen<ComponentProps<typeof RealTermsSheet>>(
  async () => (await import('./terms-sheet')).TermsSheet,
);
