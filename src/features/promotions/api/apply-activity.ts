import { useAction } from '@/core/actions/use-action';
import { activityApplyLogKey } from '@/core/promotions/activity-apply-log';
import { promotionCalls } from '@contract/promotion-calls';
import { sendActionEnvelope } from '@/lib/http/send-action';

/**
 * POST /api/doactivityapply {activityid}. docs/product.md#errors-and-fixed-texts: the server message is toasted success-style
 * whatever the code ('always'), so the caller shows nothing itself.
 */
export async function applyActivity(activityid: number): Promise<boolean> {
  const answer = await sendActionEnvelope(promotionCalls.doactivityapply, { activityid }, 'action', {
    toast: 'always',
    success: false,
  });
  return answer !== null;
}

// The member's application log (/activityRecord, and the 已报名 of the promotion: every key
// of activityApplyLogKey) changed; a 409 (您已报名该活动) says the same, so every answer refreshes it (false: none came).
const APPLICATIONS = [activityApplyLogKey] as const;

export function useApplyActivity() {
  return useAction(applyActivity, { invalidates: APPLICATIONS });
}
