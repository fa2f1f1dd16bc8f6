import { useAction } from '@/core/actions/use-action';
import { moneyCalls } from '@contract/money-calls';
import { saveUserFields, userKey } from '@/core/session/user';
import { sendAction } from '@/lib/http/send-action';
import { transferTexts } from '../model';

/**
 * POST /api/uptransferstatus {transferstatus}: the free-transfer switch (docs/product.md#states-and-transitions). On success:
 * 操作成功！ and the stored user info carries the new value at once (then /api/user confirms it).
 */
export function updateTransferStatus(transferstatus: 0 | 1): Promise<boolean> {
  return saveUserFields(
    () =>
      sendAction(moneyCalls.uptransferstatus, { transferstatus }, 'action', {
        loading: false,
        success: transferTexts.statusSaved,
      }),
    (saved) => (saved ? { transferstatus } : null),
  );
}

const USER = [userKey] as const;

export function useUpdateTransferStatus() {
  return useAction(updateTransferStatus, { invalidates: USER });
}
