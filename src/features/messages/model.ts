/** /message (docs/product.md §2): tab 公告 (home notices, type 1) and tab 站内信 (inbox, type 2). */
export const messageTexts = {
  title: '消息中心',
  notices: '公告',
  inbox: '站内信',
} as const;

export type MessageTab = '1' | '2';

/** `?type=2` opens the inbox; anything else (or nothing) opens the notices. */
export function messageTabOf(search: string): MessageTab {
  return new URLSearchParams(search).get('type') === '2' ? '2' : '1';
}
