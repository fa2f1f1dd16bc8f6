import { messages } from '@/config/messages';
import { withKit } from './kit';

/**
 * Spec toast kinds: error (0), success (1) and a loading indicator. antd-mobile keeps one toast at
 * a time, so a message toast replaces a loading one. Exported as an object so tests can spy on it.
 */
export const ToastKind = { error: 0, success: 1 } as const;

/**
 * When the kit itself cannot arrive (a first tap made offline), the message still shows: plain,
 * centred like the kit's toast, gone after 2 s. The user must hear why nothing happened.
 */
export function plainToast(content: string): void {
  const note = document.createElement('div');
  note.setAttribute('role', 'alert');
  note.textContent = content;
  note.style.cssText =
    'position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);z-index:1100;max-width:80vw;' +
    'padding:12px 16px;border-radius:8px;background:rgba(0,0,0,.75);color:#fff;font-size:15px;text-align:center';
  document.body.append(note);
  setTimeout(() => note.remove(), 2000);
}

export const toast = {
  show(kind: (typeof ToastKind)[keyof typeof ToastKind], content: string): void {
    if (!content) return;
    withKit(({ Toast }) =>
      Toast.show({ icon: kind === ToastKind.error ? 'fail' : 'success', content }),
    ).catch(() => plainToast(content));
  },
  error(content: string): void {
    toast.show(ToastKind.error, content);
  },
  success(content: string): void {
    toast.show(ToastKind.success, content);
  },
  /** Plain text toast (e.g. '已在当前页面！'), no icon. */
  info(content: string): void {
    if (content) void withKit(({ Toast }) => Toast.show({ content }));
  },
  loading(content: string = messages.loading): void {
    void withKit(({ Toast }) => Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false }));
  },
  clear(): void {
    void withKit(({ Toast }) => Toast.clear());
  },
};
