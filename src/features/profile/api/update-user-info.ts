import { useAction } from '@/core/actions/use-action';
import { accountCalls } from '@contract/account-calls';
import { Code } from '@contract/envelope';
import type { ProfileInput } from '@contract/member-rules';
import { saveUserFields, userKey } from '@/core/session/user';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';
import { profileTexts } from '../model';

/**
 * POST /api/updateuserinfo {email, mobile, birthday}. A non-200 code toasts the server message
 * (docs/product.md#errors-and-fixed-texts) and resolves false. On success the saved values go into the stored user info and the
 * user query at once, so every screen shows them without waiting for /api/user.
 */
export async function updateUserInfo(input: ProfileInput): Promise<boolean> {
  const answer = await saveUserFields(
    () => requestEnvelope(accountCalls.updateuserinfo, input, { loading: true, intent: 'action' }),
    (sent) => (sent.code === Code.ok ? input : null),
  );
  if (answer.code !== Code.ok) return false;
  toast.success(answer.message || profileTexts.saved);
  return true;
}

const USER = [userKey] as const;

/** Saved (true): the member is read again; refused (false): nothing changed. */
export function useUpdateUserInfo() {
  return useAction(updateUserInfo, { invalidates: USER });
}
