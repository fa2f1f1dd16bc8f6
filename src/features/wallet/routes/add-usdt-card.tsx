import { useNavigate } from 'react-router';
import { PageNav } from '@/components/page-nav';
import { useBindingLimit } from '../components/use-binding-limit';
import { UsdtForm } from '../components/usdt-form';
import { walletPath, walletTexts as t } from '../model';
import styles from './add-card.module.css';

/** /addUsdtCard — 添加USDT地址 (the same form as the /wallet?type=2 popup); back on success. */
export default function AddUsdtCardRoute() {
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(walletPath(2), { replace: true });
  };
  const full = useBindingLimit(2, back);
  return (
    <div className={styles.page}>
      <PageNav title={t.addUsdtCardTitle} fallback={walletPath(2)} />
      <div className={styles.card}>
        {full ? <p role="status">{t.usdtFull}</p> : <UsdtForm onBound={back} />}
      </div>
    </div>
  );
}
