import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';

/** The eye on a password's show/hide toggle: open while the password is shown. */
export function SecretEye({ shown }: { shown: boolean }) {
  return shown ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />;
}
