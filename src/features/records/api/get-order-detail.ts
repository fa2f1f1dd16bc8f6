import { inboxCalls } from '@contract/inbox-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';

/** POST /api/orderdetail {out_trade_no} → one of the member's orders (else code 202). */
export const fetchOrderDetail = (no: string) => request(inboxCalls.orderDetail, { out_trade_no: no });

export const orderDetailKey = accountKeyFactory<'orderdetail', [no: string]>('orderdetail');

export const orderDetailQueryOptions = (account: string, no: string) =>
  queryOptions({ queryKey: orderDetailKey(account, no), queryFn: () => fetchOrderDetail(no) });

export function useOrderDetail(no: string | null) {
  const account = useAccount();
  return useQuery({ ...orderDetailQueryOptions(account, no ?? ''), enabled: !!no });
}
