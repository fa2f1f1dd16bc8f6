import { useAction } from '@/core/actions/use-action';
import { moneyCalls } from '@contract/money-calls';
import { saveUserFields, userKey } from '@/core/session/user';
import { request } from '@/lib/http/client';
import { toast } from '@/lib/toast';
import { transferTexts } from '../model';

/**
 * POST /api/uptransferstatus {transferstatus}: the free-transfer switch (docs/product.md#states-and-transitions). On success:
 * 操作成功！ and the stored user info carries the new value at once (then /api/user confirms it).
 */
export async function updateTransferStatus(transferstatus: 0 | 1): Promise<0 | 1> {
  await saveUserFields(
    () => request(moneyCalls.uptransferstatus, { transferstatus }, { intent: 'action' }),
    () => ({ transferstatus }),
  );
  toast.success(transferTexts.statusSaved);
  return transferstatus;
}

const USER = [userKey] as const;

export function useUpdateTransferStatus() {
  return useAction(updateTransferStatus, { invalidates: USER });
}
