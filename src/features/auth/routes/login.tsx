import Button from '@/components/button';
import { Suspense, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { TextButton } from '@/components/text-button';
import { useSession } from '@/core/session/store';
import { CaptchaImage } from '../components/captcha-image';
import { modeFromQuery, pickCaptcha, type LoginForm, type RegisterForm } from '../model';
import { AuthFields, loginFields } from '../components/auth-fields';
import styles from './login.module.css';
import { LoginHero } from '../components/login-hero';
import { LoginModeTabs } from '../components/login-mode-tabs';
import { targetAfterSignIn, useAuthSubmit } from './use-auth-submit';
import { useInvitationCode } from './use-invitation-code';
import { lazyNow, useDrawnOnArrival } from '@/lib/lazy-now';

/**
 * The register mode's fields are a chunk of their own: most visitors sign in. An invitation link
 * (/login?type=1) has the landing preload fetch it beside this screen (build/landing-routes.ts);
 * otherwise it is fetched at the visitor's first touch or focus in the card (the press on 注册
 * starts it before its click): a visitor who only looks, or signs in, never fetches it (3.8 KB with
 * its icon and the terms sheet's opener, which the budget counts as soon as it is fetched).
 */
const loadRegisterFields = () => import('../components/register-fields');
const RegisterFields = lazyNow(async () => ({ default: (await loadRegisterFields()).RegisterFields }));

const prefetchRegister = () => void loadRegisterFields().catch(() => undefined);

const emptyLogin: LoginForm = { name: '', password: '', code: '' };

/** /login — login (type 0) and register (type=1) on one page (docs/product.md#screens-and-routes, #validation-rules). */
export default function LoginRoute() {
  useDrawnOnArrival(RegisterFields);
  const location = useLocation();
  const navigate = useNavigate();
  const mode = modeFromQuery(location.search);
  // Opened while signed in (a bookmark, Back into it): no form, on to the page asked for or /mine.
  // Read once on arrival: signing in here navigates by itself (useAuthSubmit).
  const [signedInOnArrival] = useState(() => useSession.getState().token !== null);

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
  const invitation = useInvitationCode(location.search, mode, registerForm.pid);

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

  const submit = useAuthSubmit({
    mode,
    loginForm,
    registerForm: { ...registerForm, pid: invitation.pid },
    answer,
    resetCaptcha,
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
      <LoginHero mode={mode} />

      <section
        className={styles.card}
        onPointerDownCapture={prefetchRegister}
        onFocusCapture={prefetchRegister}
      >
        <LoginModeTabs mode={mode} onSwitch={switchMode} />

        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={mode === 'login' ? '登录' : '注册'}
        >
          {/* Keyed per mode: each mode's fields (and their shown/hidden passwords) start afresh. */}
          {mode === 'login' ? (
            <AuthFields key="login" specs={loginFields} form={loginForm} onChange={setL} captcha={captcha} />
          ) : (
            <Suspense
              key="register"
              fallback={
                <p className={styles.fieldsPending} role="status">
                  {messages.loading}
                </p>
              }
            >
              <RegisterFields
                form={registerForm}
                onChange={setR}
                onAgreedChange={(agreed) => setRegisterForm((f) => ({ ...f, agreed }))}
                captcha={captcha}
                pid={invitation.pid}
                linkPid={invitation.linkPid}
                inviterName={invitation.inviterName}
                unknownCode={invitation.unknownCode}
              />
            </Suspense>
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
    </div>
  );
}
