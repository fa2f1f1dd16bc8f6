import { accountCalls } from '@contract/account-calls';
import { Code } from '@contract/envelope';
import { useAction } from '@/core/actions/use-action';
import { requestEnvelope } from '@/lib/http/client';

/**
 * POST /api/uploadimg (multipart `file`, `type=suggestion`): the avatar's upload, told to store
 * the image without making it the avatar. The stored path, or null when refused (toasted).
 */
export async function uploadScreenshot(file: File): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  form.append('type', 'suggestion');
  const answer = await requestEnvelope(accountCalls.uploadimg, form, { loading: true, intent: 'action' });
  if (answer.code !== Code.ok) return null;
  return answer.data?.path ?? answer.data?.avatar ?? null;
}

export function useUploadScreenshot() {
  return useAction(uploadScreenshot);
}
