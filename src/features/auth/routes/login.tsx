import Button from '@/components/button';
import { CheckShieldOutline, LockOutline, TeamOutline, UserOutline, UserSetOutline } from 'antd-mobile-icons';
import { Fragment, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ServerImage } from '@/components/server-image';
import { paths } from '@/config/paths';
import { TextButton } from '@/components/text-button';
import {
  CAPTCHA_LENGTH,
  PASSWORD_MAX,
  PAY_PASSWORD_LENGTH,
  PID_MAX,
  REALNAME_MAX,
  USERNAME_MAX,
} from '@/config/constants';
import { signIn } from '@/core/session/sign-in';
import { useSession } from '@/core/session/store';
import { useAppInfo } from '@/core/site/app-info';
import { safeExternalUrl, safeRedirectTarget } from '@/lib/safe-url';
import { useBackClosesOverlay } from '@/lib/use-overlay';
import { useAction } from '@/core/actions/use-action';
import { isApiError } from '@/lib/http/errors';
import { toast } from '@/lib/toast';
import { useInviter } from '../api/get-inviter';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { CaptchaImage } from '../components/captcha-image';
import { TermsSheet } from '../components/lazy-terms-sheet';
import { TERMS_ARTICLE } from '../components/terms-article';
import { TextField } from '../components/text-field';
import {
  authTexts,
  firstFailure,
  referralMessages,
  loginPayload,
  loginRules,
  modeFromQuery,
  pickCaptcha,
  registerPayload,
  registerRules,
  type LoginForm,
  type RegisterForm,
  type Rule,
} from '../model';
import styles from './login.module.css';

/** The agreement's terms: the help article 隐私政策 (boutBallBetInfo type 2). */
const termsPath = `${paths.boutBallBetInfo}?type=${TERMS_ARTICLE}`;

const emptyLogin: LoginForm = { name: '', password: '', code: '' };

/** Where to go after signing in: a safe internal `redirect`, never back to /login; else `fallback`. */
function targetAfterSignIn(search: string, fallback: string = paths.home): string {
  const target = safeRedirectTarget(search);
  return target && !target.startsWith(paths.login) ? target : fallback;
}

/** /login — login (type 0) and register (type=1) on one page (docs/product.md §2, §5). */
export default function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const mode = modeFromQuery(location.search);
  // Opened while signed in (a bookmark, Back into it): no form, on to the page asked for or /mine.
  // Read once on arrival: signing in here navigates by itself (finish below).
  const [signedInOnArrival] = useState(() => useSession.getState().token !== null);
  const { appInfo } = useAppInfo();
  const logo = safeExternalUrl(appInfo?.site_logo, window.location.href);

  const [answer, setAnswer] = useState(() => pickCaptcha(null));
  const [loginForm, setLoginForm] = useState<LoginForm>(emptyLogin);
  const [registerForm, setRegisterForm] = useState<RegisterForm>(() => ({
    agreed: true,
    name: '',
    password: '',
    confirmPass: '',
    realname: '',
    paypassword: '',
    code: '',
    pid: '',
  }));
  // A code from an invitation link is the link's, read from the address on every render (a link
  // opened while /login shows is taken too) and not editable; one typed by hand is the form's.
  const linkPid = (new URLSearchParams(location.search).get('pid') ?? '').trim();
  const pid = linkPid || registerForm.pid;
  const inviter = useInviter(mode === 'register' ? linkPid : '');
  // The server's own refusal of the code (202), not a failed request: said on the form at once.
  const refused = inviter.isError && isApiError(inviter.error) && inviter.error.kind === 'business';
  const unknownCode = refused ? inviter.error.message || referralMessages.unknown : null;
  // The terms open over the form, which keeps what was typed (a route change would drop it); Back
  // closes them and nothing else.
  const [termsOpen, setTermsOpen] = useBackClosesOverlay();
  const loginCall = useLogin();
  const registerCall = useRegister();

  const newCaptcha = () => setAnswer((current) => pickCaptcha(current));
  /** Wrong captcha (or a refused attempt): clear the entry and show another image. */
  const resetCaptcha = () => {
    newCaptcha();
    setLoginForm((f) => ({ ...f, code: '' }));
    setRegisterForm((f) => ({ ...f, code: '' }));
  };

  const switchMode = (next: 'login' | 'register') => {
    const query = new URLSearchParams(location.search);
    if (next === 'register') query.set('type', '1');
    else query.delete('type');
    const search = query.toString();
    void navigate({ pathname: paths.login, search: search ? `?${search}` : '' }, { replace: true });
  };

  function check<F>(rules: readonly Rule<F>[], form: F): boolean {
    const failed = firstFailure(rules, form, answer);
    if (!failed) return true;
    toast.error(failed.message);
    if (failed.id === 'captcha') resetCaptcha();
    return false;
  }

  const finish = async (token: string) => {
    await signIn(token);
    void navigate(targetAfterSignIn(location.search), { replace: true });
  };

  // One request per intent: a double click or Enter twice never sends a second login, whose new
  // token would end the session the first one just opened (login rotates the token).
  const submit = useAction(async () => {
    try {
      if (mode === 'login') {
        if (!check(loginRules, loginForm)) return;
        const { api_token } = await loginCall.send(loginPayload(loginForm));
        await finish(api_token);
      } else {
        const form = { ...registerForm, pid };
        if (!check(registerRules, form)) return;
        const { api_token } = await registerCall.send(registerPayload(form));
        await finish(api_token);
      }
    } catch {
      // The http client already toasted the server's message; the next try needs a new captcha.
      resetCaptcha();
    }
  });
  const busy = submit.pending; // held until the mutation settles
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run();
  };

  const setL = (key: keyof LoginForm) => (value: string) => setLoginForm((f) => ({ ...f, [key]: value }));
  const setR = (key: Exclude<keyof RegisterForm, 'agreed'>) => (value: string) =>
    setRegisterForm((f) => ({ ...f, [key]: value }));
  const captcha = <CaptchaImage answer={answer} onChange={newCaptcha} />;

  if (signedInOnArrival) return <Navigate to={targetAfterSignIn(location.search, paths.mine)} replace />;

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <button type="button" className={styles.browse} onClick={() => void navigate(paths.home)}>
          去逛逛
        </button>
        <div className={styles.logo}>
          <ServerImage src={logo} alt={appInfo?.title ?? ''} width={176} height={56} fallback={null} />
        </div>
        <h1 className={styles.welcome}>{mode === 'login' ? '欢迎回来' : '注册新账号'}</h1>
        <p className={styles.sub}>
          {appInfo?.title ? `${appInfo.title} · 精彩赛事 尽在掌握` : '精彩赛事 尽在掌握'}
        </p>
      </section>

      <section className={styles.card}>
        <div className={styles.tabs} role="tablist" aria-label="登录或注册">
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'login'}
            className={mode === 'login' ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => switchMode('login')}
          >
            登录
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'register'}
            className={mode === 'register' ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => switchMode('register')}
          >
            注册
          </button>
        </div>

        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={mode === 'login' ? '登录' : '注册'}
        >
          {/* Keyed per mode: each mode's fields (and their shown/hidden passwords) start afresh. */}
          {mode === 'login' ? (
            <Fragment key="login">
              <TextField
                label="账号"
                icon={<UserOutline />}
                value={loginForm.name}
                onChange={setL('name')}
                placeholder="请输入账号"
                maxLength={USERNAME_MAX}
                autoComplete="username"
              />
              <TextField
                label="密码"
                icon={<LockOutline />}
                value={loginForm.password}
                onChange={setL('password')}
                placeholder="请输入密码"
                password
                maxLength={PASSWORD_MAX}
                autoComplete="current-password"
              />
              <TextField
                label="验证码"
                icon={<CheckShieldOutline />}
                value={loginForm.code}
                onChange={setL('code')}
                placeholder="请输入验证码"
                maxLength={CAPTCHA_LENGTH}
                autoComplete="off"
                trailing={captcha}
              />
            </Fragment>
          ) : (
            <Fragment key="register">
              <TextField
                label="用户名"
                icon={<UserOutline />}
                value={registerForm.name}
                onChange={setR('name')}
                placeholder="6位以上字母和数字"
                maxLength={USERNAME_MAX}
                autoComplete="username"
              />
              <TextField
                label="密码"
                icon={<LockOutline />}
                value={registerForm.password}
                onChange={setR('password')}
                placeholder="8位以上字母和数字"
                password
                maxLength={PASSWORD_MAX}
                autoComplete="new-password"
              />
              <TextField
                label="确认密码"
                icon={<LockOutline />}
                value={registerForm.confirmPass}
                onChange={setR('confirmPass')}
                placeholder="请再次输入密码"
                password
                maxLength={PASSWORD_MAX}
                autoComplete="new-password"
              />
              <TextField
                label="真实姓名"
                icon={<UserSetOutline />}
                value={registerForm.realname}
                onChange={setR('realname')}
                placeholder="与提款银行卡姓名一致"
                maxLength={REALNAME_MAX}
                autoComplete="name"
              />
              <TextField
                label="支付密码"
                icon={<LockOutline />}
                value={registerForm.paypassword}
                onChange={setR('paypassword')}
                placeholder="6位取款密码"
                password
                maxLength={PAY_PASSWORD_LENGTH}
                inputMode="numeric"
                autoComplete="off"
              />
              <TextField
                label="验证码"
                icon={<CheckShieldOutline />}
                value={registerForm.code}
                onChange={setR('code')}
                placeholder="请输入验证码"
                maxLength={CAPTCHA_LENGTH}
                autoComplete="off"
                trailing={captcha}
              />
              <TextField
                label="推荐码"
                icon={<TeamOutline />}
                value={pid}
                onChange={setR('pid')}
                placeholder="选填"
                maxLength={PID_MAX}
                autoComplete="off"
                readOnly={linkPid !== ''}
              />
              {linkPid !== '' && inviter.data ? (
                <p className={styles.inviter} role="note">
                  {authTexts.invitedBy}
                  <strong>{inviter.data.name}</strong>
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
                    checked={registerForm.agreed}
                    onChange={(e) => {
                      const agreed = e.currentTarget.checked;
                      setRegisterForm((f) => ({ ...f, agreed }));
                    }}
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
            </Fragment>
          )}

          <Button
            className={styles.submit}
            type="submit"
            block
            color="primary"
            size="large"
            shape="rounded"
            loading={busy}
          >
            {mode === 'login' ? '登录' : '立即注册'}
          </Button>
        </form>

        <p className={styles.switch}>
          {mode === 'login' ? '还没有账号？' : '已有账号？'}
          <TextButton
            className={styles.link}
            onClick={() => switchMode(mode === 'login' ? 'register' : 'login')}
          >
            {mode === 'login' ? '立即注册' : '立即登录'}
          </TextButton>
        </p>
      </section>
      <TermsSheet visible={termsOpen} onClose={() => setTermsOpen(false)} />
    </div>
  );
}
