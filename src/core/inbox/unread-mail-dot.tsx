import { useUnreadMailCount } from './mail-list';

/**
 * The red badge of an entry that leads to the 站内信: how many mails are unread (./mail-list.ts),
 * 99+ past 99; nothing when none is. `label` names it for a screen reader (未读), with the count.
 */
export default function UnreadMailDot({ className, label }: { className?: string; label: string }) {
  const count = useUnreadMailCount();
  if (count === 0) return null;
  return (
    <span className={className} role="img" aria-label={`${label} ${count}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
