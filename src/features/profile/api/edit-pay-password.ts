import { accountCalls } from '@contract/account-calls';
import { Code } from '@contract/envelope';
import type { PasswordChangeInput } from '@contract/member-rules';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';
import { profileTexts } from '../model';

/**
 * POST /api/editPayPassword (payment password), same body as the login password. A non-200 code
 * toasts the server message and resolves false; on success the screen only clears its form (docs/product.md#states-and-transitions).
 */
export async function editPayPassword(input: PasswordChangeInput): Promise<boolean> {
  const answer = await requestEnvelope(accountCalls.editPayPassword, input, {
    loading: true,
    intent: 'action',
  });
  if (answer.code !== Code.ok) return false;
  toast.success(profileTexts.passwordChanged);
  return true;
}
