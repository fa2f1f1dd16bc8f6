import type { BankCardForm } from '@contract/bind-rules';
import Button from '@/components/button';
import { turnoverTip } from '@contract/money-limits';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageNav } from '@/components/page-nav';
import { useUserInfo } from '@/core/session/user';
import { useAppInfo } from '@/core/site/app-info';
import { BankCardRows } from '@/core/wallets/bank-card-rows';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { useBind } from '../api/bind-card';
import { PayPasswordRow } from '../components/pay-password-row';
import { useBindingLimit } from '../components/use-binding-limit';
import { walletPath, walletTexts as t } from '../model';
import { bankCardRequest, emptyBankCardForm, validateBankCard } from '../card-form';
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
  const bind = useBind();
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
    if (!(await bind.send(bankCardRequest(form)))) return; // the form keeps what was typed
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
          <BankCardRows texts={t} value={form} onChange={(key, value) => set(key)(value)} branchFirst />
          <PayPasswordRow value={form.pay_pass} onChange={set('pay_pass')} />
          <p className={styles.tip}>{turnoverTip(appInfo?.withdraw_turnover_multiple)}</p>
          <Button block type="submit" color="primary" size="large" loading={submit.pending}>
            {t.confirm}
          </Button>
        </form>
      )}
    </div>
  );
}
