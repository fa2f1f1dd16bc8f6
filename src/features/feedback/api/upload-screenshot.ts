import { accountCalls } from '@contract/account-calls';
import { useAction } from '@/core/actions/use-action';
import { sendActionEnvelope } from '@/lib/http/send-action';

/**
 * POST /api/uploadimg (multipart `file`, `type=suggestion`): the avatar's upload, told to store
 * the image without making it the avatar. The stored path, or null when refused (toasted) or when
 * no answer came (the client said why).
 */
export async function uploadScreenshot(file: File): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  form.append('type', 'suggestion');
  const answer = await sendActionEnvelope(accountCalls.uploadimg, form, 'action', { success: false });
  return answer?.data?.path ?? answer?.data?.avatar ?? null;
}

export function useUploadScreenshot() {
  return useAction(uploadScreenshot);
}
