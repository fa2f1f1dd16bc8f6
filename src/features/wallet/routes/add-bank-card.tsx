import type { BankCardForm } from '@contract/bind-rules';
import Button from 'antd-mobile/es/components/button';
import { turnoverTip } from '@contract/money-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormRow } from '@/components/form-row';
import { PageNav } from '@/components/page-nav';
import { useUserInfo } from '@/core/session/user';
import { useAppInfo } from '@/core/site/app-info';
import { BankSelectRow } from '@/core/wallets/bank-select-row';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { sendBind, useReloadBindings } from '../api/bind-card';
import { useBindingLimit } from '../components/use-binding-limit';
import {
  bankCardRequest,
  emptyBankCardForm,
  inputLimits,
  validateBankCard,
  walletPath,
  walletTexts as t,
} from '../model';
import styles from './add-card.module.css';

/** Back to where the member came from, or to the card list when opened directly. */
function useBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(walletPath(1), { replace: true });
  };
}

/** /addBankCard — bank picker, branch, number, holder, payment password; back on success. */
export default function AddBankCardRoute() {
  const back = useBack();
  const full = useBindingLimit(1, back);
  const reload = useReloadBindings();
  const { appInfo } = useAppInfo();
  const realName = useUserInfo().data?.realname?.trim() ?? '';
  const [typed, setForm] = useState<Omit<BankCardForm, 'bank_owner'> & { bank_owner: string | null }>({
    ...emptyBankCardForm,
    bank_owner: null,
  });
  // The holder is the member: the real name until the member types (a fresh session learns it late).
  const form: BankCardForm = { ...typed, bank_owner: typed.bank_owner ?? realName };
  const set = (key: keyof BankCardForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = useAction(async () => {
    const problem = validateBankCard(form, realName);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (!(await sendBind(bankCardRequest(form)))) return; // the form keeps what was typed
    void reload(1);
    back();
  });

  return (
    <div className={styles.page}>
      <PageNav title={t.addBankCardTitle} fallback={walletPath(1)} />
      {full ? (
        <p role="status" className={styles.card}>
          {t.cardFull}
        </p>
      ) : (
        <form
          aria-label={t.addBankCardTitle}
          className={styles.card}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit.run();
          }}
        >
          <FormRow
            label={t.holder}
            value={form.bank_owner}
            onChange={set('bank_owner')}
            placeholder={`请输入${t.holder}`}
            maxLength={inputLimits.holder}
            hint={t.holderTip}
          />
          <BankSelectRow
            label={t.bank}
            value={form.bank}
            onChange={set('bank')}
            placeholder={t.bankPlaceholder}
          />
          <FormRow
            label={t.branch}
            value={form.bank_address}
            onChange={set('bank_address')}
            placeholder={`请输入${t.branch}`}
            maxLength={inputLimits.branch}
          />
          <FormRow
            label={t.cardNumber}
            value={form.bank_no}
            onChange={set('bank_no')}
            placeholder={`请输入${t.cardNumber}`}
            inputMode="numeric"
            maxLength={inputLimits.cardNumber}
          />
          <FormRow
            label={t.payPassword}
            type="password"
            value={form.pay_pass}
            onChange={set('pay_pass')}
            placeholder={`请输入${t.payPassword}`}
            maxLength={inputLimits.payPassword}
            inputMode="numeric"
            autoComplete="new-password"
          />
          <p className={styles.tip}>{turnoverTip(appInfo?.withdraw_turnover_multiple)}</p>
          <Button block type="submit" color="primary" size="large" loading={submit.pending}>
            {t.confirm}
          </Button>
        </form>
      )}
    </div>
  );
}
