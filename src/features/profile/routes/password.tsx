import { useLocation } from 'react-router';
import { FormRow, useFormRows } from '@/components/form-row';
import { ErrorBlock } from '@/components/error-block';
import { PageNav } from '@/components/page-nav';
import { CHANGE_PASSWORD_MAX, PAY_PASSWORD_LENGTH } from '@contract/account-limits';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { editLoginPassword } from '../api/edit-password';
import { editPayPassword } from '../api/edit-pay-password';
import {
  LOGIN_PASSWORD,
  PAY_PASSWORD,
  passwordKindOf,
  passwordProblem,
  profileTexts,
  type PasswordChangeInput,
  type PasswordKind,
} from '../model';
import styles from './form.module.css';
import { ActionForm } from '@/components/action-form';

const EMPTY: PasswordChangeInput = { password: '', paypassword: '', newpasword: '' };

function PasswordForm({ kind }: { kind: PasswordKind }) {
  const { form, setForm, row } = useFormRows<PasswordChangeInput>(EMPTY);
  // A payment password is 6 digits (docs/product.md#validation-rules, #constants-and-limits): every field stops at 6 and asks for the number pad.
  const pay = kind === PAY_PASSWORD;
  const newMax = pay ? PAY_PASSWORD_LENGTH : CHANGE_PASSWORD_MAX;
  const inputMode = pay ? ('numeric' as const) : undefined;

  const submit = useAction(async () => {
    const broken = passwordProblem(form, kind);
    if (broken) {
      toast.error(broken.message);
      if (broken.id === 'sameAsOld') setForm(EMPTY); // docs/product.md#validation-rules rule 7 also clears the form
      return;
    }
    const done = await (kind === LOGIN_PASSWORD ? editLoginPassword(form) : editPayPassword(form)).catch(
      () => false,
    );
    // Login password: the session has ended and the app is on /login. Payment password: clear the form.
    if (done && kind === PAY_PASSWORD) setForm(EMPTY);
  });

  return (
    <ActionForm action={submit} submitLabel={profileTexts.submit} actionsClassName={styles.actions}>
      <div className={styles.card}>
        <FormRow
          label={profileTexts.oldPassword}
          {...row('password')}
          placeholder={pay ? profileTexts.oldPayPlaceholder : profileTexts.oldPlaceholder}
          type="password"
          autoComplete="current-password"
          inputMode={inputMode}
        />
        <FormRow
          label={profileTexts.newPassword}
          {...row('paypassword')}
          placeholder={pay ? profileTexts.newPayPlaceholder : profileTexts.newPlaceholder}
          type="password"
          maxLength={newMax}
          autoComplete="new-password"
          inputMode={inputMode}
        />
        <FormRow
          label={profileTexts.confirmPassword}
          {...row('newpasword')}
          placeholder={profileTexts.confirmPlaceholder}
          type="password"
          maxLength={newMax}
          autoComplete="new-password"
          inputMode={inputMode}
        />
      </div>
      <p className={styles.hint}>
        {kind === LOGIN_PASSWORD
          ? '修改成功后需使用新密码重新登录。'
          : '支付密码用于提款及绑定银行卡，请妥善保管。'}
      </p>
    </ActionForm>
  );
}

/** /password?type=1 (login password) or ?type=2 (payment password): the seven rules of docs/product.md#validation-rules. */
export default function PasswordRoute() {
  const kind = passwordKindOf(useLocation().search);
  return (
    <div className={styles.page}>
      <PageNav
        title={kind === PAY_PASSWORD ? profileTexts.payPasswordTitle : profileTexts.loginPasswordTitle}
        fallback={paths.mine}
      />
      {kind === null ? (
        // No such password: nothing to ask for, the empty state.
        <ErrorBlock status="empty" title={messages.empty} description={null} className="list-state-empty" />
      ) : (
        <PasswordForm key={kind} kind={kind} />
      )}
    </div>
  );
}
