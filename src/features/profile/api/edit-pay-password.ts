import { accountCalls } from '@contract/account-calls';
import type { PasswordChangeInput } from '@contract/member-rules';
import { sendAction } from '@/lib/http/send-action';
import { profileTexts } from '../model';

/**
 * POST /api/editPayPassword (payment password), same body as the login password. A non-200 code
 * toasts the server message and resolves false; on success the screen only clears its form (docs/product.md#states-and-transitions).
 */
export function editPayPassword(input: PasswordChangeInput): Promise<boolean> {
  return sendAction(accountCalls.editPayPassword, input, 'action', { success: profileTexts.passwordChanged });
}
