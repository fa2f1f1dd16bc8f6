import { EyeInvisibleOutline } from 'antd-mobile-icons';

/** The closed eye on a password's show/hide toggle: the password is hidden. */
export function SecretEyeClosed() {
  return <EyeInvisibleOutline aria-hidden />;
}
