import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom lays nothing out: every box measures 0 px, so a windowing library would think all rows
 * fit in the viewport. As TanStack Virtual's own tests do, give the rows a size: every
 * `.windowed-row` is `rowHeight` tall (the window keeps jsdom's 1024×768). Call at the top of a
 * test file; it also puts the window back at the top after each test.
 */
export function measureWindowedRows(rowHeight: number): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('windowed-row') ? rowHeight : 0;
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
}

/** jsdom's window cannot scroll: set where it is and tell the listeners, as a scroll would. */
export async function scrollWindowTo(y: number): Promise<void> {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}
