import { inboxCalls } from '@contract/inbox-calls';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useAction } from '@/core/actions/use-action';
import { useAccount } from '@/core/session/query-keys';
import { sendAction } from '@/lib/http/send-action';
import { mailListKey, type MailPage } from './mail-list';
import { markMailRead } from './read-marks';

/** POST /api/mail_read_all → every mail of the member read (our server; the family's older ones lack it). */
function markAllMailReadCall() {
  return sendAction(inboxCalls.mailReadAll, {}, 'action', { success: false });
}

/**
 * 全部已读: the server reads every mail of the member. A back end of the family that keeps no read
 * state (its rows carry no is_read) has no such call: the loaded mails are marked on this device.
 */
export function useReadAllMail() {
  const account = useAccount();
  const queryClient = useQueryClient();
  return useAction(
    async () => {
      const loaded = queryClient.getQueryData<InfiniteData<MailPage, number>>(mailListKey(account));
      const rows = loaded?.pages.flatMap((page) => page.data) ?? [];
      if (rows.length > 0 && rows.every((mail) => mail.is_read === undefined || mail.is_read === null)) {
        for (const mail of rows) markMailRead(account, mail.id);
        return false;
      }
      return markAllMailReadCall();
    },
    // 全部已读 reads everything on the server; the mail list is read again after.
    { invalidates: [mailListKey] },
  );
}
