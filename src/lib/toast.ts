import { messages } from '@/config/messages';
import { withKit } from './kit';

/**
 * Spec toast kinds: error (0), success (1) and a loading indicator. antd-mobile keeps one toast at
 * a time, so a message toast replaces a loading one. Exported as an object so tests can spy on it.
 */
export const ToastKind = { error: 0, success: 1 } as const;

export const toast = {
  show(kind: (typeof ToastKind)[keyof typeof ToastKind], content: string): void {
    if (!content) return;
    void withKit(({ Toast }) => Toast.show({ icon: kind === ToastKind.error ? 'fail' : 'success', content }));
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
