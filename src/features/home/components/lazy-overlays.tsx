import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import type { NoticesPopup as RealNoticesPopup } from './notices-popup';
import type { SideMenu as RealSideMenu } from './side-menu';

/**
 * The home screen's slide-in overlays (side menu, latest notices) use the kit's Popup and its
 * animation library; neither is needed until the user opens one. These stand-ins take the same
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

export const SideMenu = onFirstOpen<SideMenuProps>(async () => (await import('./side-menu')).SideMenu);
export const NoticesPopup = onFirstOpen<NoticesPopupProps>(async () => (await import('./notices-popup')).NoticesPopup);
