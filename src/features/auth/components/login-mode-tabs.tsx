import styles from '../routes/login.module.css';

const tabs = [
  ['login', '登录'],
  ['register', '注册'],
] as const;

/** The two tabs of /login: 登录 and 注册 (the mode lives in the address, `?type=1`). */
export function LoginModeTabs({
  mode,
  onSwitch,
}: {
  mode: 'login' | 'register';
  onSwitch: (next: 'login' | 'register') => void;
}) {
  return (
    <div className={styles.tabs} role="tablist" aria-label="登录或注册">
      {tabs.map(([tab, label]) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={mode === tab}
          className={mode === tab ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => onSwitch(tab)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
