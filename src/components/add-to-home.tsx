import { useState } from 'react';
import { promptInstall, useInstallOffer } from '@/lib/pwa/install';
import styles from './add-to-home.module.css';

/** Here, in the screens' chunks, not in lib/pwa/install.ts: the entry carries no text it never shows. */
export const installTexts = {
  action: '添加到主屏幕',
  title: '添加到主屏幕',
  promptHint: '一键添加到手机桌面，像APP一样全屏打开，无需下载安装包',
  iosHint: '在 Safari 中点击底部的“分享”按钮，再选择“添加到主屏幕”，即可像APP一样从桌面打开',
} as const;

function HomeScreenIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M12 8.5v7M8.5 12h7" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The /app page's card: 添加到主屏幕 with the browser's install dialog (Android Chrome), or the
 * share-sheet hint (iOS Safari). Nothing where neither applies, or once installed.
 */
export function AddToHomeCard({ className }: { className?: string }) {
  const offer = useInstallOffer();
  if (!offer) return null;
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby="add-to-home">
      <span className={styles.icon}>
        <HomeScreenIcon />
      </span>
      <div className={styles.body}>
        <h3 id="add-to-home" className={styles.title}>
          {installTexts.title}
        </h3>
        <p className={styles.text}>{offer === 'ios' ? installTexts.iosHint : installTexts.promptHint}</p>
        {offer === 'prompt' && (
          <button type="button" className={styles.action} onClick={() => void promptInstall()}>
            {installTexts.action}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * 添加到主屏幕 as a small button (home's download strip). On iOS a tap shows the share-sheet hint
 * below it. Renders nothing where there is nothing to offer.
 */
export function AddToHomeButton({ className }: { className?: string }) {
  const offer = useInstallOffer();
  const [hint, setHint] = useState(false);
  if (!offer) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-expanded={offer === 'ios' ? hint : undefined}
        onClick={() => (offer === 'ios' ? setHint((open) => !open) : void promptInstall())}
      >
        {installTexts.action}
      </button>
      {hint && (
        <p className={styles.hint} role="note">
          {installTexts.iosHint}
        </p>
      )}
    </>
  );
}
