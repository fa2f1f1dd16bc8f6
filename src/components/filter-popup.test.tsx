import { act, render, screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FilterPopup } from './filter-popup';

const options = [
  { value: '', label: '全平台' },
  { value: 'ag', label: 'AG真人' },
];

/** The chip stays mounted across navigation, as on a kept-alive screen. */
function keptAlive() {
  let go!: NavigateFunction;
  function Probe() {
    go = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/mine', '/transRecord']} initialIndex={1}>
      <FilterPopup label="选择平台" title="选择平台" value="" options={options} onChange={() => undefined} />
      <Probe />
    </MemoryRouter>,
  );
  return (to: string | number) => act(async () => void (await (typeof to === 'number' ? go(to) : go(to))));
}

// The kit's popup captures the pointer for its swipe-to-close gesture; jsdom has no pointer capture.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

/** Open or not (jsdom never finishes the kit's closing animation, so the chip says it). */
const expanded = () => view.getByRole('button', { name: /选择平台/ }).getAttribute('aria-expanded');

describe('FilterPopup', () => {
  it('does not reopen after phone Back and a return to the same screen', async () => {
    const go = keptAlive();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(view.getByRole('button', { name: /选择平台/ }));
    // The popup's code loads with the first opening (components/overlays.tsx).
    expect(await view.findByRole('dialog', { name: '选择平台' })).toBeInTheDocument();
    await go(-1); // phone Back to /mine
    await go('/transRecord'); // and in again
    await waitFor(() => expect(expanded()).toBe('false'));
  });

  it('has a 取消 that closes it', async () => {
    keptAlive();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(view.getByRole('button', { name: /选择平台/ }));
    expect(expanded()).toBe('true');
    await user.click(await view.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(expanded()).toBe('false'));
  });
});
