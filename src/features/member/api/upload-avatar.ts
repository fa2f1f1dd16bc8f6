import { useAction } from '@/core/actions/use-action';
import { accountCalls } from '@contract/account-calls';
import { requestEnvelope } from '@/lib/http/client';
import { refreshUser } from '@/core/session/user';
import { toast } from '@/lib/toast';
import { memberTexts } from '../model';

/**
 * POST /api/uploadimg (multipart, field `file`): the server's message as a success toast, then the
 * user info is reloaded once (docs/product.md#states-and-transitions; refreshUser also updates the user query). A refusal is
 * toasted by the client.
 */
export async function uploadAvatar(file: File): Promise<void> {
  const answer = await requestEnvelope(accountCalls.uploadimg, { file }, { loading: true, intent: 'action' });
  if (answer.code !== 200) return;
  toast.success(answer.message || memberTexts.avatarUploaded);
  await refreshUser().catch(() => undefined);
}

export function useUploadAvatar() {
  return useAction(uploadAvatar);
}
