import { inboxCalls } from '@contract/inbox-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';

/** GET /api/mail_detail/:id → one message the member may read (else code 202). */
export const fetchMailDetail = (id: number) => request(inboxCalls.mailDetail, { id });

export const mailDetailKey = accountKeyFactory<'mailDetail', [id: number]>('mailDetail');

export const mailDetailQueryOptions = (account: string, id: number) =>
  queryOptions({ queryKey: mailDetailKey(account, id), queryFn: () => fetchMailDetail(id) });

export function useMailDetail(id: number | null) {
  const account = useAccount();
  return useQuery({ ...mailDetailQueryOptions(account, id ?? 0), enabled: id !== null });
}
