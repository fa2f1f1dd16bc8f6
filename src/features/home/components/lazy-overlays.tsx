import type { ComponentProps } from 'react';
import { onFirstOpen } from '@/lib/on-first-open';
import type { NoticesPopup as RealNoticesPopup } from './notices-popup';
import type { SideMenu as RealSideMenu } from './side-menu';
import type { WelcomeDialog as RealWelcomeDialog } from './welcome-dialog';

/**
 * The home screen's overlays: the slide-in ones (side menu, latest notices) use the kit's Popup and
 * its animation library; the welcome dialog sanitises the site's HTML with DOMPurify. None is
 * needed for the screen's first paint, so none competes with it (src/lib/on-first-open.tsx).
 */
type SideMenuProps = ComponentProps<typeof RealSideMenu>;
type NoticesPopupProps = ComponentProps<typeof RealNoticesPopup>;
type WelcomeDialogProps = ComponentProps<typeof RealWelcomeDialog>;

export const SideMenu = onFirstOpen<SideMenuProps>(async () => (await import('./side-menu')).SideMenu);
export const NoticesPopup = onFirstOpen<NoticesPopupProps>(
  async () => (await import('./notices-popup')).NoticesPopup,
);
export const WelcomeDialog = onFirstOpen<WelcomeDialogProps>(
  async () => (await import('./welcome-dialog')).WelcomeDialog,
);
