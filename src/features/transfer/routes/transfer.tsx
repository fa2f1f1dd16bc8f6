import type { TransferForm } from '@contract/transfer-rules';
import { retryRead } from '@/lib/query-client';
import Button from '@/components/button';
import Switch from '@/components/switch';
import { DownOutline, RightOutline, UpOutline } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { BrandPanel } from '@/components/brand-panel';
import { FormRow } from '@/components/form-row';
import { QueryState } from '@/components/query-state';
import { RefreshButton } from '@/components/refresh-button';
import { TextButton } from '@/components/text-button';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { VENUE_GRID_DEFAULT, VENUE_POLL_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useBalance } from '@/core/session/balance';
import { useUserInfo } from '@/core/session/user';
import { useVenueWallets } from '@/core/wallets/venue-wallets';
import { nextAmountInput } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { useVisibleInterval } from '@/lib/use-visible-interval';
import { useRecoverAll } from '../api/transall';
import { useTransfer } from '../api/transfer';
import { useUpdateTransferStatus } from '../api/update-transfer-status';
import { WalletPicker } from '../components/lazy-wallet-picker';
import {
  emptyTransferForm,
  firstTransferFailure,
  transferPayload,
  transferTexts as t,
  walletOptions,
  wholeBalance,
} from '../model';
import styles from './transfer.module.css';

type Side = 'source' | 'target';

/** /transfer — 转账 between the main wallet and the venue wallets (docs/product.md#screens-and-routes, #states-and-transitions, #validation-rules, #calls). */
export default function TransferRoute() {
  const balanceRead = useBalance();
  const { balance } = balanceRead;
  const userRead = useUserInfo();
  const user = userRead.data;
  const venues = useVenueWallets();
  // docs/product.md#constants-and-limits: venue balances every 1.5 s, only while this screen is mounted and the tab visible.
  // A tick while a read of them runs (a refresh, a money action's refetch) joins it.
  useVisibleInterval(retryRead(venues), VENUE_POLL_MS, venues.isSuccess);
  const transferCall = useTransfer();
  const recoverCall = useRecoverAll();
  const statusCall = useUpdateTransferStatus();

  const [form, setForm] = useState<TransferForm>(emptyTransferForm);
  const [expanded, setExpanded] = useState(false);
  const [picking, setPicking] = useState<Side | null>(null);

  const options = walletOptions(venues.data, balance);
  const nameOf = (platname: string) => options.find((o) => o.platname === platname)?.name ?? t.pick;
  const freeTransfer = user?.transferstatus === 1;
  const grid = venues.data ?? [];
  const shown = expanded ? grid : grid.slice(0, VENUE_GRID_DEFAULT);

  const recover = useAction(async () => {
    await recoverCall.send();
  });
  const toggleFree = useAction(async (on: boolean) => {
    await statusCall.send(on ? 1 : 0);
  });

  const submit = useAction(async () => {
    const failure = firstTransferFailure(form);
    if (failure) {
      toast.error(failure);
      return;
    }
    const ok = await transferCall.send(transferPayload(form));
    if (ok) setForm((f) => ({ ...f, amount: '' }));
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run();
  };

  const pick = (platname: string) => {
    if (picking) setForm((f) => ({ ...f, [picking]: platname }));
    setPicking(null);
  };

  return (
    <div className={styles.page}>
      <PageNav title={t.title} fallback={paths.mine} />

      <BrandPanel className={styles.hero} label={t.mainBalance}>
        <p className={styles.label}>{t.mainBalance}</p>
        <p className={styles.balance} aria-live="polite">
          ¥<Money value={balance} className={styles.onBrand} />
        </p>
        <div className={styles.actions}>
          <Button
            size="small"
            shape="rounded"
            className={styles.heroButton}
            loading={recover.pending}
            onClick={() => void recover.run()}
          >
            {t.recover}
          </Button>
          <RefreshButton onHero reads={[balanceRead, userRead, venues]} label={t.refresh} />
        </div>
      </BrandPanel>

      <section className={styles.card}>
        <div className={styles.switchRow}>
          <div>
            <p className={styles.switchLabel} id="free-transfer-label">
              {t.freeTransfer}
            </p>
            <p className={styles.hint}>{t.freeTransferHint}</p>
          </div>
          <Switch
            checked={freeTransfer}
            loading={toggleFree.pending}
            onChange={(on) => void toggleFree.run(on)}
            aria-labelledby="free-transfer-label"
          />
        </div>
      </section>

      <section className={styles.card} aria-labelledby="venue-title">
        <h2 id="venue-title" className={styles.cardTitle}>
          {t.venues}
        </h2>
        <QueryState query={venues} isEmpty={() => grid.length === 0}>
          {() => (
            <>
              {/* docs/product.md#screens-and-routes: tapping a venue tile does nothing, so tiles are not buttons. */}
              <ul className={styles.grid}>
                {shown.map((v) => (
                  <li key={v.platname} className={styles.tile}>
                    <span className={styles.tileName}>{v.name}</span>
                    <Money value={v.balance} className={styles.tileBalance} />
                  </li>
                ))}
              </ul>
              {grid.length > VENUE_GRID_DEFAULT && (
                <button
                  type="button"
                  className={styles.more}
                  aria-expanded={expanded}
                  onClick={() => setExpanded((e) => !e)}
                >
                  {expanded ? t.collapse : t.expand}
                  {expanded ? <UpOutline aria-hidden /> : <DownOutline aria-hidden />}
                </button>
              )}
            </>
          )}
        </QueryState>
      </section>

      {!freeTransfer && (
        <form className={styles.card} onSubmit={onSubmit} noValidate aria-label={t.title}>
          {(['source', 'target'] as const).map((side) => (
            <FormRow
              key={side}
              label={side === 'source' ? t.source : t.target}
              value={form[side] ? nameOf(form[side]) : ''}
              placeholder={t.pick}
              onPick={() => setPicking(side)}
              pickIcon={<RightOutline aria-hidden className={styles.arrow} />}
            />
          ))}
          <FormRow
            label={t.amount}
            value={form.amount}
            onChange={(v) => setForm((f) => ({ ...f, amount: nextAmountInput(f.amount, v).slice(0, 50) }))}
            placeholder={t.amountPlaceholder}
            inputMode="decimal"
            maxLength={50}
            trailing={
              <TextButton
                className={styles.all}
                onClick={() => setForm((f) => ({ ...f, amount: wholeBalance(options, f.source) }))}
              >
                {t.all}
              </TextButton>
            }
          />
          <Button className={styles.submit} type="submit" color="primary" block loading={submit.pending}>
            {t.submit}
          </Button>
        </form>
      )}

      <WalletPicker
        visible={picking !== null}
        options={options}
        selected={picking ? form[picking] : ''}
        onPick={pick}
        onClose={() => setPicking(null)}
      />
    </div>
  );
}
