import { messages } from '@/config/messages';
import { withKit } from './kit';
import { currentVisit, navigateBack, onRouteChange, pushLayerEntry } from './navigation';

export interface ConfirmOptions {
  content: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  /**
   * Back closes the question alone: it gets a history entry of its own (asked over a sheet that is
   * a route, such as /setting, Back would otherwise close the sheet as well). An answer goes back
   * over that entry before it resolves.
   */
  backCloses?: boolean;
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
    backCloses = false,
  }: ConfirmOptions): Promise<boolean> {
    const askedIn = currentVisit();
    return withKit(
      ({ Dialog }) =>
        new Promise<boolean>((resolve) => {
          if (currentVisit() !== askedIn) {
            resolve(false);
            return;
          }
          // The question is drawn into a box of its own that leaves the page with the route: the
          // kit's close is asynchronous (a render, then a fade), and a close that meets the dialog
          // before it has drawn itself or mid-way through its opening animation can be lost.
          const box = document.body.appendChild(document.createElement('div'));
          let answered = false;
          let stopListening = () => {};
          // The question's own history entry: 'pushing' until the shell reports it, then 'open'.
          let entry: 'none' | 'pushing' | 'open' = 'none';
          const answer = (yes: boolean, routeLeft = false) => {
            if (answered) return;
            answered = true;
            stopListening();
            if (entry === 'none' || routeLeft) {
              resolve(yes);
              return;
            }
            // Answered from inside: leave the question's entry first, so what the answer does
            // (a logout's redirect) starts from the screen's own entry.
            const leave = () => {
              const off = onRouteChange(() => {
                off();
                resolve(yes);
              });
              navigateBack();
            };
            if (entry === 'open') leave();
            else entryPushed = leave;
          };
          let entryPushed = () => {};
          const handler = Dialog.show({
            title,
            content,
            // The kit's dialog has no accessible name of its own; screen readers announce this one.
            'aria-label': title ?? content,
            getContainer: box,
            closeOnAction: true,
            onClose: () => answer(false),
            afterClose: () => box.remove(),
            actions: [
              [
                { key: 'cancel', text: cancelText, onClick: () => answer(false) },
                { key: 'confirm', text: confirmText, bold: true, onClick: () => answer(true) },
              ],
            ],
          });
          const closeOnRouteChange = () =>
            onRouteChange(() => {
              answer(false, true);
              box.remove();
              void handler.close();
            });
          if (
            backCloses &&
            pushLayerEntry(() => {
              entry = 'open';
              if (answered) entryPushed();
              else stopListening = closeOnRouteChange();
            })
          ) {
            entry = 'pushing';
          } else {
            stopListening = closeOnRouteChange();
          }
        }),
    );
  },
};
