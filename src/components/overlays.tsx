import type RealCenterPopup from 'antd-mobile/es/components/center-popup';
import type RealDatePicker from 'antd-mobile/es/components/date-picker';
import type RealDialog from 'antd-mobile/es/components/dialog';
import type RealPopup from 'antd-mobile/es/components/popup';
import type { ComponentProps } from 'react';
import { onFirstOpen } from '@/lib/on-first-open';

/** The kit's props, with `visible` required: what decides when the overlay's code loads. */
type Shown<P> = Omit<P, 'visible'> & { visible: boolean };

/**
 * The kit's overlays as every screen uses them: the same props, but each loads with the first tap
 * that opens it (src/lib/on-first-open.tsx). Their code and the kit's animation library
 * (@react-spring, 15 KB brotli) are needed only after a tap, never for a screen's first paint; a
 * screen that imports them from here does not fetch them before it is drawn. Import the kit's own
 * modules for these only where the overlay is itself already loaded on demand.
 */
export const Popup = onFirstOpen<Shown<ComponentProps<typeof RealPopup>>>(
  async () => (await import('antd-mobile/es/components/popup')).default,
);
export const CenterPopup = onFirstOpen<Shown<ComponentProps<typeof RealCenterPopup>>>(
  async () => (await import('antd-mobile/es/components/center-popup')).default,
);
export const Dialog = onFirstOpen<Shown<ComponentProps<typeof RealDialog>>>(
  async () => (await import('antd-mobile/es/components/dialog')).default,
);
export const DatePicker = onFirstOpen<Shown<ComponentProps<typeof RealDatePicker>>>(
  async () => (await import('antd-mobile/es/components/date-picker')).default,
);
