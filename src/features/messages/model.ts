import { paths } from '@/config/paths';

/** /message (docs/product.md#screens-and-routes): tab 公告 (home notices, type 1) and tab 站内信 (the member's mail, type 2). */
export const messageTexts = {
  title: '消息中心',
  notices: '公告',
  inbox: '站内信',
  detailTitle: '站内信详情',
  unread: '未读',
  readAll: '全部已读',
  /** A link or id that names no mail this member can read. */
  missing: '站内信不存在',
} as const;

/** The family's Messages `type`, as a small tag on each mail. */
export const MAIL_TYPE_LABEL: Readonly<Record<number, string>> = {
  1: '通知',
  2: '存款',
  3: '取款',
  4: '代理',
  5: '红包',
  6: '返水',
};

export const mailTypeLabel = (type: number | null | undefined) =>
  MAIL_TYPE_LABEL[type ?? 1] ?? MAIL_TYPE_LABEL[1]!;

export type MessageTab = '1' | '2';

/** `?type=2` opens the inbox; anything else (or nothing) opens the notices. */
export function messageTabOf(search: string): MessageTab {
  return new URLSearchParams(search).get('type') === '2' ? '2' : '1';
}

export const mailDetailPath = (id: number) => `${paths.mailDetail}?id=${id}`;

/** `?id=` of /mailDetail: a positive whole number, else null (the screen says the mail is missing). */
export function mailIdOf(search: string): number | null {
  const text = new URLSearchParams(search).get('id') ?? '';
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
