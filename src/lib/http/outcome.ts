import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { dialog } from '@/lib/dialog';
import { navigateTo } from '@/lib/navigation';
import { plainToast } from '@/lib/toast';

/**
 * A money request that was sent and got no answer (connection dropped, timeout) may have been
 * carried out. Saying "failed" would invite a second withdrawal; saying nothing leaves the user
 * guessing. So the user is told the outcome is unknown and offered the records, and the balances
 * are refreshed by the session layer (registered here: lib must not import it) now and when the
 * connection returns.
 */
type Handler = () => void;

let handler: Handler | null = null;

export function setUnknownOutcomeHandler(next: Handler | null): void {
  handler = next;
}

export function reportUnknownOutcome(): void {
  handler?.();
  void dialog
    .confirm({
      content: messages.outcomeUnknown,
      confirmText: messages.viewRecords,
      cancelText: messages.gotIt,
    })
    .then((view) => {
      if (view) navigateTo(paths.transRecord);
    })
    .catch(() => plainToast(messages.outcomeUnknown)); // the kit could not arrive: say it plainly
}
