import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input';

function Password() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="pw">密码</label>
      <TextInput id="pw" value={value} onChange={setValue} secret={{ name: '密码' }} />
    </>
  );
}

describe('a password box', () => {
  it('draws the closed eye, and the open eye once the password is shown (it is fetched on intent)', async () => {
    const { container } = render(<Password />);
    const toggle = screen.getByRole('button', { name: '显示密码' });
    // The closed eye is a lazy part of the form: drawn once its code is there.
    await waitFor(() => expect(toggle.querySelector('svg')).not.toBeNull());
    const closed = toggle.innerHTML;

    await userEvent.type(screen.getByLabelText('密码'), 'secret1');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: '隐藏密码' });
    await waitFor(() => expect(hide.querySelector('svg')).not.toBeNull());
    expect(hide.innerHTML).not.toBe(closed);

    await userEvent.click(hide);
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    await waitFor(() => expect(container.querySelector('button')?.innerHTML).toBe(closed));
  });
});
