import { LockOutline, TeamOutline, UserOutline, UserSetOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  PASSWORD_MAX,
  PAY_PASSWORD_LENGTH,
  PID_MAX,
  REALNAME_MAX,
  USERNAME_MAX,
} from '@contract/account-limits';
import { paths } from '@/config/paths';
import { useBackClosesOverlay } from '@/lib/use-overlay';
import { TermsSheet } from './lazy-terms-sheet';
import { TERMS_ARTICLE } from './terms-article';
import { TextField } from './text-field';
import { authTexts, type RegisterForm } from '../model';
import { AuthFields, captchaField, type FieldSpec } from './auth-fields';
import styles from '../routes/login.module.css';

/** The register form's fields up to the captcha (the invitation code follows on its own). */
const registerFields: FieldSpec<Exclude<keyof RegisterForm, 'agreed' | 'pid'>>[] = [
  {
    key: 'name',
    label: '用户名',
    icon: <UserOutline />,
    placeholder: '6位以上字母和数字',
    maxLength: USERNAME_MAX,
    autoComplete: 'username',
  },
  {
    key: 'password',
    label: '密码',
    icon: <LockOutline />,
    placeholder: '8位以上字母和数字',
    password: true,
    maxLength: PASSWORD_MAX,
    autoComplete: 'new-password',
  },
  {
    key: 'confirmPass',
    label: '确认密码',
    icon: <LockOutline />,
    placeholder: '请再次输入密码',
    password: true,
    maxLength: PASSWORD_MAX,
    autoComplete: 'new-password',
  },
  {
    key: 'realname',
    label: '真实姓名',
    icon: <UserSetOutline />,
    placeholder: '与提款银行卡姓名一致',
    maxLength: REALNAME_MAX,
    autoComplete: 'name',
  },
  {
    key: 'paypassword',
    label: '支付密码',
    icon: <LockOutline />,
    placeholder: '6位取款密码',
    password: true,
    maxLength: PAY_PASSWORD_LENGTH,
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  captchaField,
];

/** The agreement's terms: the help article 隐私政策 (boutBallBetInfo type 2). */
const termsPath = `${paths.boutBallBetInfo}?type=${TERMS_ARTICLE}`;

/**
 * The register mode's fields (a chunk of its own, loaded with that mode: routes/login.tsx), the
 * inviter an invitation link names (or the server's refusal of its code) and the agreement with
 * its terms. The terms open over the form, which keeps what was typed (a route change would drop
 * it); Back closes them and nothing else.
 */
export function RegisterFields({
  form,
  onChange,
  onAgreedChange,
  captcha,
  pid,
  linkPid,
  inviterName,
  unknownCode,
}: {
  form: RegisterForm;
  onChange: (key: Exclude<keyof RegisterForm, 'agreed'>) => (value: string) => void;
  onAgreedChange: (agreed: boolean) => void;
  captcha: ReactNode;
  /** The code the form sends: the invitation link's, else the one typed. */
  pid: string;
  /** The invitation link's code ('' without one): it cannot be edited. */
  linkPid: string;
  inviterName: string | undefined;
  unknownCode: string | null;
}) {
  const [termsOpen, setTermsOpen] = useBackClosesOverlay();
  return (
    <>
      <AuthFields specs={registerFields} form={form} onChange={onChange} captcha={captcha} />
      <TextField
        label="推荐码"
        icon={<TeamOutline />}
        value={pid}
        onChange={onChange('pid')}
        placeholder="选填"
        maxLength={PID_MAX}
        autoComplete="off"
        readOnly={linkPid !== ''}
      />
      {linkPid !== '' && inviterName ? (
        <p className={styles.inviter} role="note">
          {authTexts.invitedBy}
          <strong>{inviterName}</strong>
        </p>
      ) : linkPid !== '' && unknownCode ? (
        <p className={`${styles.inviter} ${styles.inviterUnknown}`} role="alert">
          {unknownCode}
        </p>
      ) : null}
      <div className={styles.agree}>
        <label className={styles.agreeLabel}>
          <input
            type="checkbox"
            className={styles.check}
            checked={form.agreed}
            onChange={(e) => onAgreedChange(e.currentTarget.checked)}
          />
          我已阅读并同意
        </label>
        <Link
          className={styles.terms}
          to={termsPath}
          onClick={(event) => {
            event.preventDefault();
            setTermsOpen(true);
          }}
        >
          相关的规则和隐私条款
        </Link>
      </div>
      <TermsSheet visible={termsOpen} onClose={() => setTermsOpen(false)} />
    </>
  );
}
