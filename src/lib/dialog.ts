import { messages } from '@/config/messages';
import { withKit } from './kit';

export interface ConfirmOptions {
  content: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
}

/** A yes/no question; resolves true only when the user confirms. Exported as an object for spying. */
export const dialog = {
  confirm({
    content,
    title,
    confirmText = messages.ok,
    cancelText = messages.cancel,
  }: ConfirmOptions): Promise<boolean> {
    // The kit's dialog has no accessible name of its own; screen readers announce this one.
    return withKit(({ Dialog }) =>
      Dialog.confirm({ title, content, confirmText, cancelText, 'aria-label': title ?? content }),
    );
  },
};
