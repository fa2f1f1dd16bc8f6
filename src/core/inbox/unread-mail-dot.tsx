import { useHasUnreadMail } from './mail-list';

/**
 * The red dot of an entry that leads to the 站内信: drawn once the newest page of mail holds one this
 * account has not opened on this device (./mail-list.ts).
 */
export default function UnreadMailDot({ className, label }: { className?: string; label: string }) {
  return useHasUnreadMail() ? <span className={className} role="img" aria-label={label} /> : null;
}
