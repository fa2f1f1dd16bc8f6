import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import { request } from '@/lib/http/client';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { refreshUser } from '@/core/session/user';

/** POST /api/uploadimg (multipart, field `file`); then user info is reloaded (spec §4). */
export async function uploadAvatar(file: File) {
  const answer = await request(calls.uploadimg, { file }, { loading: true, intent: 'action' });
  await refreshUser();
  return answer;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey(account, 'user') }),
  });
}
