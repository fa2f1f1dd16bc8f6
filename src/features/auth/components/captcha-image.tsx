import { captchaSrc } from '../model';
import styles from './captcha-image.module.css';

/** The captcha picture; a tap asks for another one (spec §2). */
export function CaptchaImage({ answer, onChange }: { answer: string; onChange: () => void }) {
  return (
    <button type="button" className={styles.button} aria-label="看不清？换一张" onClick={onChange}>
      <img className={styles.image} src={captchaSrc(answer)} alt="验证码" width={108} height={40} />
    </button>
  );
}
