import type { RebateRow } from '@contract/record-calls';
import { dateOptions, TRANS_DATE_LABEL } from '@/lib/record-dates';

/** /fanshui texts (docs/product.md: 返水中心). */
export const rebateTexts = {
  title: '返水中心',
  claimed: '累计领取',
  unclaimed: '待领取',
  claimAll: '一键领取',
  claimTime: '领取时间',
  notClaimed: '暂未领取',
  amount: '返水金额',
} as const;

/** Rebate dates are the transaction dates: 今日, 近7日, 近15日, 近30日. */
export const rebateDateOptions = dateOptions(TRANS_DATE_LABEL);

/** A row shows 领取时间 `updated_at`, or 暂未领取 while `state` is 0. */
export function claimText(row: Pick<RebateRow, 'state' | 'updated_at'>): string {
  return row.state === 0 || !row.updated_at
    ? rebateTexts.notClaimed
    : `${rebateTexts.claimTime}：${row.updated_at}`;
}
