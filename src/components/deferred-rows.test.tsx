import { render, screen, waitFor } from '@testing-library/react';
import { measureWindowedRows } from '@/testing/window-scroll';
import { describe, expect, it, vi } from 'vitest';

const ROW_HEIGHT = 80;
const items = Array.from({ length: 1_000 }, (_, i) => i + 1);

measureWindowedRows(ROW_HEIGHT);

describe('DeferredRows', () => {
  it('places the first rows as the windowed list does, then hands over to it', async () => {
    // A fresh copy of the module: the windowing code not loaded yet by another test.
    vi.resetModules();
    const { DeferredRows, FIRST_ROWS } = await import('./deferred-rows');
    render(
      <DeferredRows items={items} itemKey={(n) => n} renderItem={(n) => <p>行 {n}</p>} setSize={1_000} />,
    );
    // Before the windowing code: the first rows, each below the one before, the list as tall as they are.
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(FIRST_ROWS);
    expect(rows[2]).toHaveStyle({ transform: `translateY(${2 * ROW_HEIGHT}px)` });
    expect(rows[2]).toHaveAttribute('aria-posinset', '3');
    expect(rows[2]).toHaveAttribute('aria-setsize', '1000');
    expect(screen.getByRole('list')).toHaveStyle({ height: `${FIRST_ROWS * ROW_HEIGHT}px` });

    // Once it has loaded (the browser idle): the windowed list, as tall as every row, the first
    // rows where they were.
    await waitFor(() => expect(screen.getByRole('list')).toHaveStyle({ height: `${1_000 * ROW_HEIGHT}px` }), {
      timeout: 5_000,
    });
    expect(screen.getByText('行 3').parentElement).toHaveStyle({
      transform: `translateY(${2 * ROW_HEIGHT}px)`,
    });
  });
});
