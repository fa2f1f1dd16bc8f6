import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAction } from '@/core/actions/use-action';
import { signIn } from '@/core/session/sign-in';
import { safeRedirectTarget } from '@/lib/safe-url';
import { toast } from '@/lib/toast';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import {
  firstFailure,
  loginPayload,
  loginRules,
  registerPayload,
  registerRules,
  type LoginForm,
  type RegisterForm,
  type Rule,
} from '../model';

/** Where to go after signing in: a safe internal `redirect`, never back to /login; else `fallback`. */
export function targetAfterSignIn(search: string, fallback: string = paths.home): string {
  const target = safeRedirectTarget(search);
  return target && !target.startsWith(paths.login) ? target : fallback;
}

/**
 * The /login form's one action: checks the mode's rules (the first broken one toasted), sends the
 * login or the registration, signs in with the token and goes on to the page asked for. A wrong
 * captcha or a refused attempt calls `resetCaptcha`.
 */
export function useAuthSubmit({
  mode,
  loginForm,
  registerForm,
  answer,
  resetCaptcha,
}: {
  mode: 'login' | 'register';
  loginForm: LoginForm;
  /** With the code it sends (`pid`). */
  registerForm: RegisterForm;
  /** The captcha image's answer. */
  answer: string;
  resetCaptcha: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const loginCall = useLogin();
  const registerCall = useRegister();

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
  return useAction(async () => {
    let token: string | null;
    if (mode === 'login') {
      if (!check(loginRules, loginForm)) return;
      token = await loginCall.send(loginPayload(loginForm));
    } else {
      if (!check(registerRules, registerForm)) return;
      token = await registerCall.send(registerPayload(registerForm));
    }
    // Refused or no answer: the http client already said why; the next try needs a new captcha.
    if (token === null) resetCaptcha();
    else await finish(token);
  });
}
