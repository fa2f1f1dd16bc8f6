import { useAction } from '@/core/actions/use-action';
import { accountCalls } from '@contract/account-calls';
import { sendAction } from '@/lib/http/send-action';
import { refreshUser } from '@/core/session/user';
import { memberTexts } from '../model';

/**
 * POST /api/uploadimg (multipart, field `file`): the server's message as a success toast, then the
 * user info is reloaded once (docs/product.md#states-and-transitions; refreshUser also updates the user query). A refusal is
 * toasted by the client.
 */
export async function uploadAvatar(file: File): Promise<boolean> {
  const uploaded = await sendAction(accountCalls.uploadimg, { file }, 'action', {
    success: (message) => message || memberTexts.avatarUploaded,
  });
  if (uploaded) await refreshUser().catch(() => undefined);
  return uploaded;
}

export function useUploadAvatar() {
  return useAction(uploadAvatar);
}
