import { describe, expect, it, vi } from 'vitest';
import { openSideMenu, registerSideMenu } from './side-menu';

describe('side menu opener', () => {
  it('opens the registered menu, and nothing once its screen has gone', () => {
    const open = vi.fn();
    const unregister = registerSideMenu(open);
    openSideMenu();
    expect(open).toHaveBeenCalledTimes(1);
    unregister();
    openSideMenu();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a late unregister of an earlier screen leaves the newer opener in place', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unregisterFirst = registerSideMenu(first);
    const unregisterSecond = registerSideMenu(second);
    unregisterFirst();
    openSideMenu();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    unregisterSecond();
  });
});
