import { useUpdateReady } from '@/lib/pwa/service-worker';
import styles from './update-prompt.module.css';

export const updateTexts = { ready: '新版本已就绪', refresh: '刷新' } as const;

/**
 * 新版本已就绪 with 刷新 when a new build is installed (lib/pwa/service-worker.ts): the page switches
 * to it only when the member taps, never in the middle of what they are typing.
 */
export function UpdatePrompt() {
  const refresh = useUpdateReady();
  if (!refresh) return null;
  return (
    <div className={styles.bar} role="status">
      <span>{updateTexts.ready}</span>
      <button type="button" className={styles.refresh} onClick={refresh}>
        {updateTexts.refresh}
      </button>
    </div>
  );
}
