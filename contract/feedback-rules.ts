/** 意见反馈: the form's ordered rules, which the screen toasts and the server refuses with. */
import type { Rule } from './rule';

export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 500;

/** The kinds a member picks from (the family's `type`); the server refuses any other. */
export const FEEDBACK_TYPES: Readonly<Record<number, string>> = {
  1: '存款问题',
  2: '取款问题',
  3: '游戏问题',
  4: '账户问题',
  5: '其他建议',
};

export const feedbackMessages = {
  typeRequired: '请选择反馈类型',
  contentRequired: '请输入反馈内容',
  tooShort: `反馈内容不能少于${FEEDBACK_MIN}个字`,
  tooLong: `反馈内容不能超过${FEEDBACK_MAX}个字`,
  badImage: '截图上传失败，请重新上传',
  sent: '提交成功，我们会尽快回复',
} as const;

export interface FeedbackForm {
  type: number | null;
  content: string;
  img?: string | undefined;
}

/** Characters as a member counts them (an emoji is one), after trimming. */
export const feedbackLength = (content: string) => [...content.trim()].length;

/** Only a file this site's upload gave back (`/uploads/<hex>.<ext>`), never an address from elsewhere. */
export const isUploadedImage = (img: string) => /^\/uploads\/[0-9a-f]{32}\.(png|gif|jpg|webp)$/.test(img);

export const feedbackRules: readonly Rule<FeedbackForm>[] = [
  { message: feedbackMessages.typeRequired, fails: (f) => f.type === null || !(f.type in FEEDBACK_TYPES) },
  { message: feedbackMessages.contentRequired, fails: (f) => f.content.trim() === '' },
  { message: feedbackMessages.tooShort, fails: (f) => feedbackLength(f.content) < FEEDBACK_MIN },
  { message: feedbackMessages.tooLong, fails: (f) => feedbackLength(f.content) > FEEDBACK_MAX },
  { message: feedbackMessages.badImage, fails: (f) => !!f.img && !isUploadedImage(f.img) },
];
