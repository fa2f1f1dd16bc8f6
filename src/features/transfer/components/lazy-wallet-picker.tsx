import type { ComponentProps } from 'react';
import { onFirstOpen } from '@/lib/on-first-open';
import type { WalletPicker as RealWalletPicker } from './wallet-picker';

/**
 * The 选择钱包 sheet loads when first opened, with the kit's Popup and its animation library:
 * nothing of it is needed to draw the transfer form.
 */
export const WalletPicker = onFirstOpen<ComponentProps<typeof RealWalletPicker>>(
  async () => (await import('./wallet-picker')).WalletPicker,
);
