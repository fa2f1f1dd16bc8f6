import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollMemory } from './scroll-memory';

/** jsdom cannot scroll: set where the window is and tell the listeners, as a scroll would. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

describe('useScrollMemory', () => {
  it('restores a kept screen only with the filters its position was taken under', () => {
    const moved = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const where = () => moved.mock.lastCall?.slice(0, 2);
    const { rerender } = renderHook(({ key, search }) => useScrollMemory(key, true, search), {
      initialProps: { key: '/betRecord', search: '?date=1' },
    });
    scrollTo(4_000);

    rerender({ key: '/mine', search: '' });
    expect(where()).toEqual([0, 0]);
    rerender({ key: '/betRecord', search: '?date=1' });
    expect(where()).toEqual([0, 4_000]);

    // Filters changed in place: another list, from its top.
    rerender({ key: '/betRecord', search: '?date=3' });
    expect(where()).toEqual([0, 0]);

    // Back from elsewhere with other filters than the position was taken under: the top.
    scrollTo(2_500);
    rerender({ key: '/mine', search: '' });
    rerender({ key: '/betRecord', search: '?date=4' });
    expect(where()).toEqual([0, 0]);
  });
});
