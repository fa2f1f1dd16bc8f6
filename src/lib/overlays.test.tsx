import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog } from './dialog';
import { currentVisit, onRouteChange, routeChanged } from './navigation';
import { useOverlay } from './use-overlay';

describe('route visits', () => {
  it('every route change is a new visit and tells the listeners', () => {
    const seen: number[] = [];
    const stop = onRouteChange(() => seen.push(currentVisit()));
    const before = currentVisit();
    routeChanged();
    routeChanged();
    stop();
    routeChanged();
    expect(seen).toEqual([before + 1, before + 2]);
  });
});

function Menu() {
  const [open, setOpen] = useOverlay();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <p>{open ? '菜单开' : '菜单关'}</p>
    </>
  );
}

describe('useOverlay', () => {
  it('closes on a route change and stays closed on later ones (back, forward)', () => {
    render(<Menu />);
    act(() => screen.getByRole('button', { name: '打开' }).click());
    expect(screen.getByText('菜单开')).toBeInTheDocument();
    act(() => routeChanged());
    expect(screen.getByText('菜单关')).toBeInTheDocument();
    act(() => routeChanged());
    act(() => routeChanged());
    expect(screen.getByText('菜单关')).toBeInTheDocument();
    // and opens again when asked
    act(() => screen.getByRole('button', { name: '打开' }).click());
    expect(screen.getByText('菜单开')).toBeInTheDocument();
  });
});

describe('dialog.confirm', () => {
  it('resolves by the button pressed', async () => {
    const answer = dialog.confirm({ content: '确定吗？', confirmText: '好的' });
    const ok = await screen.findByRole('button', { name: '好的' }, { timeout: 5000 });
    act(() => ok.click());
    await expect(answer).resolves.toBe(true);
  });

  it('a route change closes the question and answers no', async () => {
    const answer = dialog.confirm({ content: '您确定要退出登录吗?' });
    expect(
      await screen.findByRole('dialog', { name: '您确定要退出登录吗?' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    act(() => routeChanged());
    await expect(answer).resolves.toBe(false);
    // Closed = no longer seen: the kit fades it out, then unmounts it when its animation library
    // reports the end, which a busy machine can delay past any fixed wait.
    await waitFor(
      () => {
        const left = screen.queryByRole('dialog', { name: '您确定要退出登录吗?' });
        if (left) expect(left.firstElementChild).not.toBeVisible();
      },
      { timeout: 5000 },
    );
  });

  it('a question whose screen is gone before the kit arrives is never shown', async () => {
    const answer = dialog.confirm({ content: '过期的问题' });
    routeChanged(); // synchronously, before the kit's chunk resolved
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByText('过期的问题')).not.toBeInTheDocument();
  });
});
