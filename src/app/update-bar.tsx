import styles from './update-prompt.module.css';

export const updateTexts = { ready: '新版本已就绪', refresh: '刷新' } as const;

/** The bar itself: a chunk of its own, fetched (from the precache) only when a new build waits. */
export default function UpdateBar({ refresh }: { refresh: () => void }) {
  return (
    <div className={styles.bar} role="status">
      <span>{updateTexts.ready}</span>
      <button type="button" className={styles.refresh} onClick={refresh}>
        {updateTexts.refresh}
      </button>
    </div>
  );
}
