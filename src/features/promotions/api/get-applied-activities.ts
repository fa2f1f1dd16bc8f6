import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionCalls } from '@contract/promotion-calls';
import { request } from '@/lib/http/client';
import { activityApplyLogKey } from '@/core/promotions/activity-apply-log';
import { useAccount } from '@/core/session/query-keys';
import { useIsSignedIn } from '@/core/session/store';

/** The most applications one look reads; a member rarely signs up for more promotions than this. */
const APPLIED_PAGE_SIZE = 100;

/**
 * The titles of the promotions the member has signed up for, read from their application log
 * (POST /api/activityapplylog): the API family's promotion answers carry no "applied" flag, and the
 * log names each application by the promotion's title.
 */
export async function fetchAppliedActivityTitles(): Promise<ReadonlySet<string>> {
  const page = await request(promotionCalls.activityapplylog, { page: 1, pagesize: APPLIED_PAGE_SIZE });
  return new Set(page.data.map((application) => application.activity_name));
}

export const appliedActivitiesQueryOptions = (account: string) =>
  queryOptions({
    queryKey: activityApplyLogKey(account, 'titles'),
    queryFn: fetchAppliedActivityTitles,
  });

/** Whether the member has signed up for the promotion titled `title` (false for guests, or unknown). */
export function useHasApplied(title: string | undefined): boolean {
  const signedIn = useIsSignedIn();
  const account = useAccount();
  const applied = useQuery({
    ...appliedActivitiesQueryOptions(account),
    enabled: signedIn && title !== undefined,
  });
  return title !== undefined && applied.data?.has(title) === true;
}
