import { render, screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Switch from './switch';

describe('Switch: the kit look, a real button', () => {
  it('says its state, asks for the other one on a tap or a key, and is labelled by its row', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <span id="free">免转模式</span>
        <Switch checked={false} onChange={onChange} aria-labelledby="free" />
      </>,
    );
    const control = view.getByRole('switch', { name: '免转模式' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveClass('adm-switch');
    expect(control).not.toHaveClass('adm-switch-checked');
    await user.click(control);
    expect(onChange).toHaveBeenLastCalledWith(true);
    control.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(2);

    rerender(
      <>
        <span id="free">免转模式</span>
        <Switch checked onChange={onChange} aria-labelledby="free" />
      </>,
    );
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(control).toHaveClass('adm-switch-checked');
    await user.click(control);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('while loading (or disabled) shows it and a tap does nothing', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Switch checked loading onChange={onChange} aria-label="免转" />);
    const control = view.getByRole('switch', { name: '免转' });
    expect(control).toHaveAttribute('aria-busy', 'true');
    expect(control).toHaveAttribute('aria-disabled', 'true');
    expect(control).toHaveClass('adm-switch-disabled');
    expect(control.querySelector('.adm-switch-spin-icon')).not.toBeNull();
    await user.click(control);
    rerender(<Switch checked disabled onChange={onChange} aria-label="免转" />);
    await user.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });
});
