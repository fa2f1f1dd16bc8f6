import { TeamOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PID_MAX } from '@contract/account-limits';
import { paths } from '@/config/paths';
import { TERMS_ARTICLE } from './terms-article';
import { TextField } from './text-field';
import { authTexts, type RegisterForm } from '../model';
import { AuthFields, registerFields } from './auth-fields';
import styles from '../routes/login.module.css';

/** The agreement's terms: the help article 隐私政策 (boutBallBetInfo type 2). */
const termsPath = `${paths.boutBallBetInfo}?type=${TERMS_ARTICLE}`;

/**
 * The register mode's fields, the inviter an invitation link names (or the server's refusal of its
 * code) and the agreement with its terms, which open over the form (`onOpenTerms`).
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
  onOpenTerms,
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
  onOpenTerms: () => void;
}) {
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
            onOpenTerms();
          }}
        >
          相关的规则和隐私条款
        </Link>
      </div>
    </>
  );
}
