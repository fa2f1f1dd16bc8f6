import { safeExternalUrl } from '@/lib/safe-url';

export const serviceTexts = {
  kefuTitle: '在线客服',
  kefuFrame: '在线客服窗口',
  appTitle: 'APP下载',
  appSubtitle: '专业体育比分客户端',
  download: '点击下载',
  noDownload: '暂无下载地址',
} as const;

/**
 * The only URLs the service frame or the download button may use: http(s), resolved against the
 * page (the server may answer a path like /demo/kefu.html). Anything else (javascript:, data:) → null.
 */
export function frameUrl(raw: string | null | undefined, base: string = window.location.href): string | null {
  return safeExternalUrl(raw, base);
}
