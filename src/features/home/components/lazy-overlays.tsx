import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import type { NoticesPopup as RealNoticesPopup } from './notices-popup';
import type { SideMenu as RealSideMenu } from './side-menu';
import type { WelcomeDialog as RealWelcomeDialog } from './welcome-dialog';

/**
 * The home screen's overlays: the slide-in ones (side menu, latest notices) use the kit's Popup and
 * its animation library; the welcome dialog sanitises the site's HTML with DOMPurify. None is
 * needed for the screen's first paint, so none competes with it: these stand-ins take the same
 * props, load the real component on the first `visible`, and keep it mounted afterwards so the
 * closing animation still plays.
 */
function onFirstOpen<P extends { visible: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Real = lazy(async () => ({ default: await load() }));
  return function LazyOverlay(props: P) {
    const [wanted, setWanted] = useState(props.visible);
    if (props.visible && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Real {...props} />
      </Suspense>
    );
  };
}

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
