import { accountCalls } from '@contract/account-calls';
import type { PasswordChangeInput } from '@contract/member-rules';
import { endSession } from '@/core/session/logout';
import { sendAction } from '@/lib/http/send-action';
import { profileTexts } from '../model';

/**
 * POST /api/editPassword (login password). A non-200 code toasts the server message and resolves
 * false. Success (docs/product.md#states-and-transitions): toast 密码修改成功！, then the session ends exactly as on logout — all
 * stored data cleared, balance polling stopped, on to /login.
 */
export async function editLoginPassword(input: PasswordChangeInput): Promise<boolean> {
  const changed = await sendAction(accountCalls.editPassword, input, 'action', {
    success: profileTexts.passwordChanged,
  });
  if (changed) endSession();
  return changed;
}
