import Button from '@/components/button';
import { Dialog } from '@/components/overlays';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BrandPanel } from '@/components/brand-panel';
import { ChoiceGroup, FormRow } from '@/components/form-row';
import { QueryState } from '@/components/query-state';
import { TextButton } from '@/components/text-button';
import { Money } from '@/components/money';
import { PageNav } from '@/components/page-nav';
import { QUICK_AMOUNTS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGo } from '@/core/nav/use-go';
import { RefreshButton } from '@/components/refresh-button';
import { useBalance } from '@/core/session/balance';
import { useAccount } from '@/core/session/query-keys';
import { useUserInfo } from '@/core/session/user';
import { BankCardRows } from '@/core/wallets/bank-card-rows';
import { useBindings } from '@/core/wallets/bindings';
import { nextAmountInput } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { usePayRange } from '../api/get-pay-range';
import { usePayWay } from '../api/get-pay-way';
import { useRecharge } from '../api/recharge';
import {
  asksForBinding,
  DEFAULT_DEPOSIT_PROTOCOL,
  depositTexts as t,
  enabledMethods,
  PAY_METHODS,
  PROTOCOLS,
  quickAmountFits,
  rangeCents,
  rangeText,
  rangeTypeOf,
  shownMethod,
  type PayMethod,
  type Protocol,
} from '../model';
import { payInfoPath } from '../payment-order';
import {
  emptyRechargeForm,
  rechargeRequest,
  usdtEstimate,
  validateRecharge,
  type RechargeForm,
} from '../recharge-form';
import styles from './recharge.module.css';

const protocolOptions = PROTOCOLS.map((p) => ({ value: p, label: p }));

/** Accounts already told they have no card or wallet in this page session: once is a hint, every visit a nag. */
const toldNoBinding = new Set<string>();

/** The no-card/no-wallet modal (docs/product.md#screens-and-routes): links to bind a card or a USDT wallet. */
function NoBindingDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      visible={visible}
      title={t.noBindingTitle}
      content={t.noBindingText}
      aria-label={t.noBindingTitle}
      bodyClassName={styles.noBinding}
      onClose={onClose}
      closeOnAction
      actions={[
        [
          { key: 'bank', text: t.bindBank, onClick: () => void navigate(paths.addBankCard) },
          { key: 'usdt', text: t.bindUsdt, onClick: () => void navigate(`${paths.wallet}?type=2&show=1`) },
        ],
        { key: 'later', text: t.later },
      ]}
    />
  );
}

/** /recharge — 财务中心: pick an enabled method, fill the form, send one deposit request. */
export default function RechargeRoute() {
  const navigate = useNavigate();
  const go = useGo();
  const payWay = usePayWay();
  const balanceRead = useBalance();
  const { balance } = balanceRead;
  const user = useUserInfo();
  const cards = useBindings(1);
  const wallets = useBindings(2);
  const rechargeCall = useRecharge();

  const [picked, setPicked] = useState<PayMethod | null>(null);
  const [protocol, setProtocol] = useState<Protocol>(DEFAULT_DEPOSIT_PROTOCOL);
  const [form, setForm] = useState<RechargeForm>(emptyRechargeForm);
  const account = useAccount();
  const [modalClosed, setModalClosed] = useState(() => toldNoBinding.has(account));

  const methods = enabledMethods(payWay.data);
  const method = shownMethod(payWay.data, picked);
  const rangeQuery = usePayRange(method ? rangeTypeOf(method, protocol) : null);
  const range = rangeCents(rangeQuery.data);
  const noBinding =
    asksForBinding(method) &&
    cards.isSuccess &&
    wallets.isSuccess &&
    cards.data.length === 0 &&
    wallets.data.length === 0;
  const closeNoBinding = () => {
    toldNoBinding.add(account);
    setModalClosed(true);
  };

  const set = (key: keyof RechargeForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const switchMethod = (next: PayMethod) => {
    if (next === method) return;
    setPicked(next);
    setForm(emptyRechargeForm);
  };

  const submit = useAction(async () => {
    if (!method) return;
    const problem = validateRecharge(form, method, range);
    if (problem) {
      toast.error(problem);
      return;
    }
    const outcome = await rechargeCall.send(rechargeRequest(form, method, protocol));
    if (outcome.kind !== 'ok') return; // refused or failed: the form keeps what was typed
    setForm(emptyRechargeForm);
    void navigate(payInfoPath(outcome.depositNo));
  });

  return (
    <div className={styles.page}>
      <PageNav
        title={t.title}
        fallback={paths.mine}
        right={
          <button type="button" className={styles.navLink} onClick={() => go(paths.withdrawal)}>
            {t.withdraw}
          </button>
        }
      />

      <BrandPanel gradient className={styles.balanceCard} label={t.balance}>
        <div>
          <p className={styles.balanceLabel}>{t.balance}</p>
          <p className={styles.balance} aria-live="polite">
            <span className={styles.currency}>¥</span>
            <Money value={balance} />
          </p>
        </div>
        <RefreshButton className={styles.refresh} reads={[balanceRead]} label={t.refreshBalance} />
      </BrandPanel>

      <QueryState
        query={payWay}
        isEmpty={() => method === null}
        empty={<p className={styles.notice}>{t.noMethods}</p>}
      >
        {() => (
          <div className={styles.body}>
            <div role="tablist" aria-orientation="vertical" aria-label="存款方式" className={styles.methods}>
              {PAY_METHODS.filter((m) => methods.includes(m.method)).map((m) => (
                <button
                  key={m.method}
                  type="button"
                  role="tab"
                  id={`pay-tab-${m.method}`}
                  aria-selected={m.method === method}
                  aria-controls="pay-panel"
                  className={m.method === method ? `${styles.method} ${styles.methodActive}` : styles.method}
                  onClick={() => switchMethod(m.method)}
                >
                  {m.label}
                </button>
              ))}
            </div>

            <form
              id="pay-panel"
              role="tabpanel"
              aria-labelledby={`pay-tab-${method}`}
              className={styles.panel}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit.run();
              }}
            >
              {method === 'bank' && (
                <BankCardRows texts={t} value={form} onChange={(key, value) => set(key)(value)} />
              )}
              {method === 'usdt' && (
                <ChoiceGroup
                  label={t.protocol}
                  value={protocol}
                  options={protocolOptions}
                  onChange={setProtocol}
                />
              )}
              <FormRow
                label={t.amount}
                value={form.amount}
                onChange={(next) => setForm((f) => ({ ...f, amount: nextAmountInput(f.amount, next) }))}
                placeholder={rangeText(range)}
                inputMode="decimal"
                trailing={<span className={styles.unit}>元</span>}
                hint={
                  method === 'usdt' ? (
                    <>
                      {t.estimate} ≈{' '}
                      <strong data-money>{usdtEstimate(form.amount, user.data?.usdtrate)}</strong> USDT ；
                      {t.rate}：{user.data?.usdtrate ?? '-'}
                    </>
                  ) : undefined
                }
              />
              <div className={styles.quick} role="group" aria-label={t.quickAmounts}>
                {QUICK_AMOUNTS.map((a) => (
                  <button
                    key={a}
                    type="button"
                    className={
                      form.amount === String(a)
                        ? `${styles.quickItem} ${styles.quickActive}`
                        : styles.quickItem
                    }
                    aria-pressed={form.amount === String(a)}
                    disabled={!quickAmountFits(a, range)}
                    onClick={() => setForm((f) => ({ ...f, amount: String(a) }))}
                  >
                    {a}
                  </button>
                ))}
              </div>
              {method === 'usdt' && <p className={styles.warning}>{t.protocolWarning}</p>}
              <Button
                block
                type="submit"
                color="primary"
                size="large"
                loading={submit.pending}
                className={styles.submit}
              >
                {t.submit}
              </Button>
              <p className={styles.help}>
                {t.help}
                <TextButton onClick={() => go(paths.kefu)}>{t.service}</TextButton>
              </p>
            </form>
          </div>
        )}
      </QueryState>

      <NoBindingDialog visible={noBinding && !modalClosed} onClose={closeNoBinding} />
    </div>
  );
}
