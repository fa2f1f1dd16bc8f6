import { messages } from '@/config/messages';
import { withKit } from './kit';
import { currentVisit, onRouteChange } from './navigation';

export interface ConfirmOptions {
  content: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
}

/**
 * A yes/no question; resolves true only when the user confirms. Exported as an object for spying.
 * The question belongs to the screen that asked: a route change (back, a link, a redirect) closes
 * it and answers false, and a question whose screen is already gone when the kit arrives is never
 * shown. So no screen has to remember to close its dialogs.
 */
export const dialog = {
  confirm({
    content,
    title,
    confirmText = messages.ok,
    cancelText = messages.cancel,
  }: ConfirmOptions): Promise<boolean> {
    const askedIn = currentVisit();
    return withKit(
      ({ Dialog }) =>
        new Promise<boolean>((resolve) => {
          if (currentVisit() !== askedIn) {
            resolve(false);
            return;
          }
          let answered = false;
          let stopListening = () => {};
          const answer = (yes: boolean) => {
            if (answered) return;
            answered = true;
            stopListening();
            resolve(yes);
          };
          const handler = Dialog.show({
            title,
            content,
            // The kit's dialog has no accessible name of its own; screen readers announce this one.
            'aria-label': title ?? content,
            closeOnAction: true,
            onClose: () => answer(false),
            actions: [
              [
                { key: 'cancel', text: cancelText, onClick: () => answer(false) },
                { key: 'confirm', text: confirmText, bold: true, onClick: () => answer(true) },
              ],
            ],
          });
          stopListening = onRouteChange(() => {
            answer(false);
            void handler.close();
          });
        }),
    );
  },
};
