import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { CaptchaImage } from './captcha-image';

describe('CaptchaImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for another picture when online', () => {
    const onChange = vi.fn();
    render(<CaptchaImage answer="AB12" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offline keeps the picture (and its answer) and says 网络异常', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const onChange = vi.fn();
    render(<CaptchaImage answer="AB12" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('网络异常');
    expect(screen.getByAltText('验证码')).toHaveAttribute('src', 'captcha/AB12.svg');
  });
});
