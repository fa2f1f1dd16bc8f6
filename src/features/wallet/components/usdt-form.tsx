import type { UsdtForm as Form } from '@contract/usdt-rules';
import Button from '@/components/button';
import { useState } from 'react';
import { ChoiceGroup, FormRow } from '@/components/form-row';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { useBind } from '../api/bind-card';
import { walletTexts as t } from '../model';
import { inputLimits } from '../card-form';
import { emptyUsdtForm, USDT_PROTOCOLS, usdtRequest, validateUsdt, type UsdtProtocol } from '../usdt-model';
import { PayPasswordRow } from './pay-password-row';
import styles from './usdt-form.module.css';

const protocolOptions = USDT_PROTOCOLS.map((p) => ({ value: p, label: p }));

/**
 * The one USDT address form (docs/product.md#screens-and-routes): coin fixed USDT, TRC20/ERC20 (TRC20 by default), address,
 * payment password, the mismatch warning and the copy-don't-type advice. Used by /addUsdtCard and
 * by the 添加USDT钱包 popup of /wallet?type=2. On success the form resets to TRC20.
 */
export function UsdtForm({ onBound }: { onBound: () => void }) {
  const [form, setForm] = useState<Form>(emptyUsdtForm);
  const bind = useBind();
  const set = (key: 'address' | 'pay_pass') => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = useAction(async () => {
    const problem = validateUsdt(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (!(await bind.send(usdtRequest(form)))) return; // the form keeps what was typed
    setForm(emptyUsdtForm);
    onBound();
  });

  return (
    <form
      aria-label={t.addUsdtCardTitle}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit.run();
      }}
    >
      <FormRow label={t.coin} value="USDT" readOnly />
      <ChoiceGroup<UsdtProtocol>
        label={t.protocol}
        value={form.protocol || 'TRC20'}
        options={protocolOptions}
        onChange={(protocol) => setForm((f) => ({ ...f, protocol }))}
      />
      <FormRow
        label={t.address}
        value={form.address}
        onChange={set('address')}
        placeholder={`请输入${t.address}`}
        maxLength={inputLimits.address}
        hint={t.copyAdvice}
      />
      <PayPasswordRow value={form.pay_pass} onChange={set('pay_pass')} />
      <p className={styles.warning} role="note">
        {t.mismatchWarning}
      </p>
      <Button block type="submit" color="primary" size="large" loading={submit.pending}>
        {t.confirm}
      </Button>
    </form>
  );
}
