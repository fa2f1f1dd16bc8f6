import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyCalls } from '@contract/money-calls';
import { Code } from '@contract/envelope';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { requestEnvelope } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { payInfoKind } from '../payment-order';

/** POST /api/payinfo {deposit_no} → the order and how to pay it; the message names the variant. */
export async function fetchPayInfo(depositNo: string) {
  // The screen shows the failure itself (unknown or foreign order), so no toast here.
  const answer = await requestEnvelope(moneyCalls.payinfo, { deposit_no: depositNo }, { toast: 'none' });
  if (answer.code !== Code.ok || !answer.data) {
    throw new ApiError('business', moneyCalls.payinfo.path, answer.message, answer.code);
  }
  return { ...answer.data, kind: payInfoKind(answer.message, answer.data.info.paytype) };
}

export const payInfoKey = accountKeyFactory<'payInfo', [depositNo: string]>('payInfo');

export function payInfoQueryOptions(account: string, depositNo: string) {
  return queryOptions({
    queryKey: payInfoKey(account, depositNo),
    queryFn: () => fetchPayInfo(depositNo),
  });
}

export function usePayInfo(depositNo: string | null) {
  const account = useAccount();
  return useQuery({ ...payInfoQueryOptions(account, depositNo ?? ''), enabled: depositNo !== null });
}
