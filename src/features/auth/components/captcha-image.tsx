import { toast } from '@/lib/toast';
import { captchaSrc } from '../model';
import styles from './captcha-image.module.css';

/** Said when another picture cannot be fetched: the one shown stays, and so does its answer. */
export const captchaOffline = '网络异常';

/** The captcha picture; a tap asks for another one (docs/product.md#screens-and-routes), unless the phone is offline. */
export function CaptchaImage({ answer, onChange }: { answer: string; onChange: () => void }) {
  const change = () => {
    if (navigator.onLine) onChange();
    else toast.error(captchaOffline);
  };
  return (
    <button type="button" className={styles.button} aria-label="看不清？换一张" onClick={change}>
      <img className={styles.image} src={captchaSrc(answer)} alt="验证码" width={108} height={40} />
    </button>
  );
}
