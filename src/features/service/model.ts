import { safeExternalUrl } from '@/lib/safe-url';

export const serviceTexts = {
  kefuTitle: '在线客服',
  kefuFrame: '在线客服窗口',
  appTitle: 'APP下载',
  appSubtitle: '专业体育比分客户端',
  download: '点击下载',
  noDownload: '暂无下载地址',
  downloading: '正在为您下载，请稍候…',
  openPage: '下载没有开始？点此打开下载页',
  features: ['赛事直播', '实时比分', '极速存取', '安全加密'],
  scanTitle: '手机扫码下载',
  scanHint: '使用手机相机或浏览器扫描二维码，即可下载到手机',
  qrAlt: '下载地址二维码',
  hintsTitle: '安装说明',
  iosTitle: 'iPhone / iPad',
  iosHint:
    '下载后如提示“未受信任的企业级开发者”，请前往 设置 → 通用 → VPN与设备管理，信任对应的描述文件后再打开。',
  androidTitle: '安卓手机',
  androidHint: '如提示“禁止安装未知来源应用”，请在设置中允许当前浏览器安装未知应用，再重新点击下载。',
  footer: '理性娱乐 · 未满18周岁禁止参与',
  appInfo: '应用信息',
} as const;

/**
 * The only URLs the service frame or the download button may use: http(s), resolved against the
 * page (the server may answer a path like /demo/kefu.html). Anything else (javascript:, data:) → null.
 */
export function frameUrl(raw: string | null | undefined, base: string = window.location.href): string | null {
  return safeExternalUrl(raw, base);
}

/**
 * Start a download the way the API family's client does (docs/product.md#constants-and-limits): a hidden frame on the download
 * URL, removed after `removeAfterMs`. `url` must already be vetted (http(s) from frameUrl). Returns
 * the frame's removal, for callers that leave early.
 */
export function startHiddenDownload(
  url: string,
  removeAfterMs: number,
  doc: Document = document,
): () => void {
  const frame = doc.createElement('iframe');
  frame.src = url;
  frame.hidden = true;
  frame.title = serviceTexts.download;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.dataset.download = '';
  doc.body.appendChild(frame);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    clearTimeout(timer);
    frame.remove();
  };
  const timer = setTimeout(remove, removeAfterMs);
  return remove;
}

/** Desktop visitors (a fine pointer that can hover) get the QR code to carry the download to a phone. */
export const DESKTOP_QUERY = '(hover: hover) and (pointer: fine)';
