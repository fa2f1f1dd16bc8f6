import List from '@/components/list';
import { BankcardOutline, CollectMoneyOutline, LoopOutline, PayCircleOutline } from 'antd-mobile-icons';
import { BrandPanel } from '@/components/brand-panel';
import { QueryState } from '@/components/query-state';
import { Money } from '@/components/money';
import { RefreshButton } from '@/components/refresh-button';
import { paths } from '@/config/paths';
import { useGo } from '@/core/nav/use-go';
import { useBalance } from '@/core/session/balance';
import { useUserInfo } from '@/core/session/user';
import { useVenueWallets } from '@/core/wallets/venue-wallets';
import { formatCents } from '@contract/money';
import { gameWallets, totalAssetsCents, walletPath, walletTexts as t } from '../model';
import styles from './wallet-overview.module.css';

/** /wallet?type=0 — 我的钱包: total assets, main and game wallets, money actions, binding entries. */
export function WalletOverview() {
  const go = useGo();
  const balance = useBalance();
  const user = useUserInfo();
  const venues = useVenueWallets();
  const sums = totalAssetsCents(balance.balance, user.data?.gameblance, venues.data);

  return (
    <>
      <BrandPanel gradient className={styles.hero} label={t.totalAssets}>
        <div className={styles.heroHead}>
          <p className={styles.label}>{t.totalAssets}（元）</p>
          <RefreshButton className={styles.refresh} reads={[balance, user, venues]} label="刷新金额" />
        </div>
        <p className={styles.total} data-testid="total-assets">
          {formatCents(sums.total)}
        </p>
        <dl className={styles.split}>
          <div>
            <dt>{t.mainWallet}</dt>
            <dd data-testid="main-wallet">{formatCents(sums.main)}</dd>
          </div>
          <div>
            <dt>{t.gameWallets}</dt>
            <dd data-testid="game-wallets">{formatCents(sums.games)}</dd>
          </div>
        </dl>
      </BrandPanel>

      <nav className={styles.actions} aria-label="资金操作">
        <button type="button" className={styles.action} onClick={() => go(paths.recharge)}>
          <CollectMoneyOutline aria-hidden className={styles.actionIcon} />
          {t.deposit}
        </button>
        <button type="button" className={styles.action} onClick={() => go(paths.withdrawal)}>
          <PayCircleOutline aria-hidden className={styles.actionIcon} />
          {t.withdraw}
        </button>
        <button type="button" className={styles.action} onClick={() => go(paths.transfer)}>
          <LoopOutline aria-hidden className={styles.actionIcon} />
          {t.transfer}
        </button>
      </nav>

      <List className={styles.list}>
        <List.Item prefix={<BankcardOutline aria-hidden />} onClick={() => go(walletPath(1))}>
          {t.manageCards}
        </List.Item>
        <List.Item prefix={<span className={styles.coin}>₮</span>} onClick={() => go(walletPath(2))}>
          {t.manageUsdt}
        </List.Item>
      </List>

      <section className={styles.venues} aria-labelledby="venue-wallets-title">
        <h2 id="venue-wallets-title" className={styles.venuesTitle}>
          {t.venueWallets}
        </h2>
        <QueryState query={venues} isEmpty={(list) => gameWallets(list).length === 0}>
          {(list) => (
            <ul className={styles.grid}>
              {gameWallets(list).map((v) => (
                <li key={v.platname} className={styles.venue}>
                  <span className={styles.venueName}>{v.name}</span>
                  <Money value={v.balance} className={styles.venueMoney} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}
