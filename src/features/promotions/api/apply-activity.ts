import { useAction } from '@/core/actions/use-action';
import { calls } from '@contract/calls';
import { requestEnvelope } from '@/lib/http/client';
import { queryClient } from '@/lib/query-client';
import { ACCOUNT_ROOT } from '@/core/session/query-keys';

/**
 * POST /api/doactivityapply {activityid}. docs/product.md §8: the server message is toasted success-style
 * whatever the code ('always'), so the caller shows nothing itself.
 */
export function applyActivity(activityid: number) {
  return requestEnvelope(calls.doactivityapply, { activityid }, { toast: 'always', loading: true, intent: 'action' });
}

export function useApplyActivity() {
  return useAction(applyActivity, {
    // The member's application log (/activityRecord, and the 已报名 of the promotion) changed;
    // a 409 (您已报名该活动) says the same, so every answer refreshes it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_ROOT], predicate: (q) => q.queryKey.includes('activityapplylog') }),
  });
}
