import { accountCalls } from '@contract/account-calls';
import { Code } from '@contract/envelope';
import type { PasswordChangeInput } from '@contract/member-rules';
import { endSession } from '@/core/session/logout';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';
import { profileTexts } from '../model';

/**
 * POST /api/editPassword (login password). A non-200 code toasts the server message and resolves
 * false. Success (docs/product.md#states-and-transitions): toast 密码修改成功！, then the session ends exactly as on logout — all
 * stored data cleared, balance polling stopped, on to /login.
 */
export async function editLoginPassword(input: PasswordChangeInput): Promise<boolean> {
  const answer = await requestEnvelope(accountCalls.editPassword, input, { loading: true, intent: 'action' });
  if (answer.code !== Code.ok) return false;
  toast.success(profileTexts.passwordChanged);
  endSession();
  return true;
}
