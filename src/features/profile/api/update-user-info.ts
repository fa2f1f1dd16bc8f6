import { useAction } from '@/core/actions/use-action';
import { accountCalls } from '@contract/account-calls';
import type { ProfileInput } from '@contract/member-rules';
import { saveUserFields, userKey } from '@/core/session/user';
import { sendAction } from '@/lib/http/send-action';
import { profileTexts } from '../model';

/**
 * POST /api/updateuserinfo {email, mobile, birthday}. A non-200 code toasts the server message
 * (docs/product.md#errors-and-fixed-texts) and resolves false. On success the saved values go into the stored user info and the
 * user query at once, so every screen shows them without waiting for /api/user.
 */
export function updateUserInfo(input: ProfileInput): Promise<boolean> {
  return saveUserFields(
    () =>
      sendAction(accountCalls.updateuserinfo, input, 'action', {
        success: (message) => message || profileTexts.saved,
      }),
    (saved) => (saved ? input : null),
  );
}

const USER = [userKey] as const;

/** Saved (true): the member is read again; refused (false): nothing changed. */
export function useUpdateUserInfo() {
  return useAction(updateUserInfo, { invalidates: USER });
}
