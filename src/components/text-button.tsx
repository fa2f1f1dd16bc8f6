import type { ButtonHTMLAttributes } from 'react';
import styles from './text-button.module.css';

/**
 * A button that reads as a link inside a line of text or beside a field (立即注册, 联系客服, 全部,
 * 添加): the brand colour, no box, and still a 44 px tall tap target.
 */
export function TextButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className={className ? `${styles.textButton} ${className}` : styles.textButton}
    />
  );
}
