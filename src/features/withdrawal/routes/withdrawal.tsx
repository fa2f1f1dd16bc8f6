import type { WithdrawalForm } from '@contract/withdrawal-rules';
import Button from '@/components/button';
import { AddOutline } from 'antd-mobile-icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BrandPanel } from '@/components/brand-panel';
import { FormRow } from '@/components/form-row';
import { QueryState } from '@/components/query-state';
import { TextButton } from '@/components/text-button';
import { Money } from '@/components/money';
import { WITHDRAW_REDIRECT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { FooterNav } from '@/core/nav/footer-nav';
import { useBalance } from '@/core/session/balance';
import { useUserInfo } from '@/core/session/user';
import { USDT_ADDRESS, useBindings, type BindingType } from '@/core/wallets/bindings';
import { PageNav } from '@/components/page-nav';
import { useAppInfo } from '@/core/site/app-info';
import { turnoverTip } from '@contract/money-limits';
import { amountTextToCents, formatCents, toCents } from '@contract/money';
import { nextAmountInput, withdrawalUsdt } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { useBetAmount } from '../api/get-bet-amount';
import { useWithdraw } from '../api/withdraw';
import {
  addBindingPath,
  bindingLabel,
  emptyWithdrawalForm,
  firstWithdrawalFailure,
  withdrawalBlock,
  turnoverNoticeTexts,
  WITHDRAW_PASSWORD_MAX,
  withdrawalPayload,
  withdrawalRecordsPath,
  withdrawalTexts as t,
} from '../model';
import styles from './withdrawal.module.css';

/** The saved cards (or USDT addresses) of one kind as a radio list, with its load states. */
function BindingPicker({
  kind,
  value,
  onChange,
}: {
  kind: BindingType;
  value: number | null;
  onChange: (id: number) => void;
}) {
  const bindings = useBindings(kind);
  return (
    <QueryState
      query={bindings}
      isEmpty={(list) => list.length === 0}
      empty={<p className={styles.none}>{kind === USDT_ADDRESS ? t.noUsdt : t.noBank}</p>}
    >
      {(list) => (
        <div
          className={styles.bindings}
          role="radiogroup"
          aria-label={kind === USDT_ADDRESS ? t.usdt : t.bank}
        >
          {list.map((b) => (
            <label
              key={b.id}
              className={value === b.id ? `${styles.binding} ${styles.checked}` : styles.binding}
            >
              <input
                type="radio"
                name={`binding-${kind}`}
                className={styles.radio}
                checked={value === b.id}
                onChange={() => onChange(b.id)}
              />
              <span className={styles.bindingText}>{bindingLabel(b, kind)}</span>
            </label>
          ))}
        </div>
      )}
    </QueryState>
  );
}

/** /withdrawal — 财务中心: withdraw to a saved bank card or USDT address (docs/product.md#screens-and-routes, #states-and-transitions, #validation-rules, #constants-and-limits). */
export default function WithdrawalRoute() {
  const navigate = useNavigate();
  const { balance } = useBalance();
  const user = useUserInfo().data;
  const betAmount = useBetAmount();
  const { appInfo } = useAppInfo();
  const bindings = useBindings(1);
  const addresses = useBindings(2);
  const call = useWithdraw();
  const [form, setForm] = useState<WithdrawalForm>(() => emptyWithdrawalForm(1));
  const kindId = useId();

  // docs/product.md#states-and-transitions: 1.5 s after success go to the records; leaving earlier cancels the jump.
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const selected = (form.kind === USDT_ADDRESS ? addresses : bindings).data?.find(
    (b) => b.id === form.bindingId,
  );
  const amountCents = amountTextToCents(form.amount);
  // The fee depends on the address's protocol: all three figures once an address is picked, none before.
  const usdt =
    form.kind === USDT_ADDRESS && user && selected
      ? withdrawalUsdt(amountCents ?? 0, selected.bank_owner, user)
      : null;

  const switchKind = (kind: BindingType) => {
    if (kind !== form.kind) setForm(emptyWithdrawalForm(kind)); // docs/product.md#states-and-transitions: selection, amount, password, fee
  };

  // While withdrawals are held or turnover is owed the server can only refuse: say so here, before anything is typed.
  const owed = withdrawalBlock(betAmount.data);

  const submit = useAction(async () => {
    // The figure may have changed since it was shown (bets settle elsewhere): ask again, then decide.
    const blocked = owed ? withdrawalBlock((await betAmount.refetch()).data) : null;
    if (blocked) {
      toast.error(blocked.message);
      return;
    }
    const failure = firstWithdrawalFailure(form);
    if (failure) {
      toast.error(failure);
      return;
    }
    // Refused or no answer: the http client said why; the form keeps what was typed.
    if (!(await call.send(withdrawalPayload(form)))) return;
    toast.success(t.submitted);
    setForm(emptyWithdrawalForm(form.kind));
    clearTimeout(redirect.current);
    redirect.current = setTimeout(() => void navigate(withdrawalRecordsPath), WITHDRAW_REDIRECT_MS);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run();
  };

  return (
    <div className={styles.page}>
      <PageNav title={t.title} fallback={paths.mine} />

      <BrandPanel className={styles.summary} label="账户信息">
        <div role="group" aria-label={t.balance}>
          <p className={styles.label}>{t.balance}</p>
          <p className={styles.balance} aria-live="polite">
            ¥<Money value={balance} className={styles.onBrand} />
          </p>
        </div>
        <div className={styles.bet} role="group" aria-label={t.betAmount}>
          <p className={styles.label}>{t.betAmount}</p>
          <p className={styles.betValue}>
            {!betAmount.isSuccess ? (
              '--'
            ) : (toCents(betAmount.data.bet_amount) ?? 0) > 0 ? (
              <>
                <span className={styles.betState}>{t.turnoverOwed}</span>
                <Money value={betAmount.data.bet_amount} className={styles.onBrand} />
              </>
            ) : (
              t.turnoverDone
            )}
          </p>
        </div>
      </BrandPanel>

      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label="提现">
        {owed && (
          <section className={styles.owed} role="status" aria-label={turnoverNoticeTexts.title}>
            <p className={styles.owedMessage}>{owed.message}</p>
            {owed.reasons.length > 0 && (
              <>
                <p className={styles.owedWhy}>{turnoverNoticeTexts.why}</p>
                <ul className={styles.owedList}>
                  {owed.reasons.map((reason, i) => (
                    <li key={`${i}-${reason}`}>{reason}</li>
                  ))}
                </ul>
              </>
            )}
            {owed.done && <p className={styles.owedWhy}>{owed.done}</p>}
          </section>
        )}
        <div className={styles.row}>
          <span className={styles.rowLabel} id={kindId}>
            {t.kind}
          </span>
          <div className={styles.kinds} role="radiogroup" aria-labelledby={kindId}>
            {([1, 2] as const).map((kind) => (
              <label key={kind} className={styles.kind}>
                <input
                  type="radio"
                  name="withdrawal-kind"
                  className={styles.radio}
                  checked={form.kind === kind}
                  onChange={() => switchKind(kind)}
                />
                {kind === USDT_ADDRESS ? t.usdt : t.bank}
              </label>
            ))}
          </div>
        </div>

        <div className={styles.pickerHead}>
          <span className={styles.rowLabel}>
            {form.kind === USDT_ADDRESS ? '选择USDT地址' : '选择银行卡'}
          </span>
          <TextButton className={styles.add} onClick={() => void navigate(addBindingPath(form.kind))}>
            <AddOutline aria-hidden />
            {t.add}
          </TextButton>
        </div>
        <BindingPicker
          key={form.kind}
          kind={form.kind}
          value={form.bindingId}
          onChange={(id) => setForm((f) => ({ ...f, bindingId: id }))}
        />

        <FormRow
          stacked
          label={t.amount}
          value={form.amount}
          onChange={(v) => setForm((f) => ({ ...f, amount: nextAmountInput(f.amount, v) }))}
          placeholder={t.amountPlaceholder}
          inputMode="decimal"
        />

        {form.kind === USDT_ADDRESS && (
          <dl className={styles.usdt} aria-label="USDT到账">
            <div>
              <dt>{t.converted}</dt>
              <dd data-money>{usdt ? formatCents(usdt.converted) : '0.00'}</dd>
            </div>
            <div>
              <dt>{t.fee}</dt>
              <dd data-money>{usdt ? formatCents(usdt.fee) : '0.00'}</dd>
            </div>
            <div>
              <dt>{t.received}</dt>
              <dd data-money className={styles.received}>
                {usdt ? formatCents(usdt.received) : '0.00'}
              </dd>
            </div>
          </dl>
        )}

        <FormRow
          stacked
          label={t.password}
          type="password"
          value={form.password}
          onChange={(v) => setForm((f) => ({ ...f, password: v.slice(0, WITHDRAW_PASSWORD_MAX) }))}
          maxLength={WITHDRAW_PASSWORD_MAX}
          placeholder={t.passwordPlaceholder}
          inputMode="numeric"
        />

        <p className={styles.tip}>{turnoverTip(appInfo?.withdraw_turnover_multiple)}</p>

        <Button
          className={styles.submit}
          type="submit"
          color="primary"
          block
          loading={submit.pending}
          aria-disabled={submit.pending}
        >
          {t.submit}
        </Button>
      </form>

      <div className={styles.footer}>
        <FooterNav />
      </div>
    </div>
  );
}
