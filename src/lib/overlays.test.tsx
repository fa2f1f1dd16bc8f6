import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialog } from './dialog';
import { loadKit } from './kit';
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
    // Gone at once, not after a fade whose end a busy machine can delay (or a lost close can skip).
    expect(screen.queryByRole('dialog', { name: '您确定要退出登录吗?' })).not.toBeInTheDocument();
  });

  it('a question whose screen is gone before the kit arrives is never shown', async () => {
    const answer = dialog.confirm({ content: '过期的问题' });
    routeChanged(); // synchronously, before the kit's chunk resolved
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByText('过期的问题')).not.toBeInTheDocument();
  });

  it('a route change right after the kit opened the question, before it was drawn, closes it', async () => {
    const { Dialog } = await loadKit();
    const show = Dialog.show.bind(Dialog);
    let container: unknown;
    const spy = vi.spyOn(Dialog, 'show').mockImplementation((props) => {
      container = props.getContainer;
      const handler = show(props);
      queueMicrotask(routeChanged); // the route changes before React has drawn the dialog
      return handler;
    });
    try {
      await expect(dialog.confirm({ content: '刚打开就离开' })).resolves.toBe(false);
      // A close the kit loses (it meets the dialog before its first render) must not matter: the
      // box the kit draws into has left the page, so whatever it draws later is never seen.
      expect(container).toBeInstanceOf(HTMLElement);
      expect(document.body.contains(container as HTMLElement)).toBe(false);
      expect(screen.queryByRole('dialog', { name: '刚打开就离开' })).not.toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });
});
