import { useLocation } from 'react-router';
import { PageNav } from '@/components/page-nav';
import { paths } from '@/config/paths';
import { BindingList } from '../components/binding-list';
import { WalletOverview } from '../components/wallet-overview';
import { parseWalletQuery, walletTexts as t } from '../model';
import styles from './wallet.module.css';

/** /wallet?type=0 (我的钱包), type=1 (bank cards), type=2[&show=1] (USDT addresses). */
export default function WalletRoute() {
  const { search } = useLocation();
  const { type, show } = parseWalletQuery(search);
  const title = type === 0 ? t.overviewTitle : type === 1 ? t.cardsTitle : t.usdtTitle;
  return (
    <div className={styles.page}>
      <PageNav title={title} fallback={paths.mine} />
      {type === 0 ? <WalletOverview /> : <BindingList key={type} type={type} showForm={show} />}
    </div>
  );
}
