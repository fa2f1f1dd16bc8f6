import { EyeOutline } from 'antd-mobile-icons';

/** The open eye on a password's show/hide toggle: the password is shown. */
export function SecretEyeOpen() {
  return <EyeOutline aria-hidden />;
}
