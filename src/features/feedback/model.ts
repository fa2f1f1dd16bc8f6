import { FEEDBACK_MAX, FEEDBACK_TYPES, feedbackMessages } from '@contract/feedback-rules';
import { AVATAR_ACCEPT } from '@/config/constants';

/** 意见反馈's own texts (its rules' messages are contract/feedback-rules.ts, shared with the server). */
export const feedbackTexts = {
  title: '意见反馈',
  newTab: '提交反馈',
  listTab: '我的反馈',
  type: '反馈类型',
  typePlaceholder: '请选择反馈类型',
  content: '反馈内容',
  contentPlaceholder: `请详细描述您遇到的问题或建议（10-${FEEDBACK_MAX}字）`,
  screenshot: '截图（选填）',
  addScreenshot: '上传截图',
  removeScreenshot: '删除截图',
  submit: '提交',
  reply: '客服回复',
  waiting: '等待客服回复',
  ...feedbackMessages,
} as const;

/** The picker's options in order, as their labels; the label's key is what the call sends. */
export const feedbackTypeOptions = Object.values(FEEDBACK_TYPES);

export function feedbackTypeOf(label: string): number | null {
  const found = Object.entries(FEEDBACK_TYPES).find(([, name]) => name === label);
  return found ? Number(found[0]) : null;
}

export const feedbackTypeLabel = (type: number) => FEEDBACK_TYPES[type] ?? FEEDBACK_TYPES[5]!;

/** A screenshot goes through the same upload as the avatar: the same kinds of image. */
export const SCREENSHOT_ACCEPT = AVATAR_ACCEPT;
