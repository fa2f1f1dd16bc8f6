import { render, screen } from '@testing-library/react';
import { measureWindowedRows, scrollWindowTo } from '@/testing/window-scroll';
import { describe, expect, it, vi } from 'vitest';
import { WindowedRows } from './windowed-rows';

const ROWS = 10_000;
const ROW_HEIGHT = 80;
const items = Array.from({ length: ROWS }, (_, i) => i + 1);

measureWindowedRows(ROW_HEIGHT);

describe('WindowedRows', () => {
  it('draws on a scroll only the rows that come into view, not the ones already shown', async () => {
    const renderItem = vi.fn((n: number) => <p>行 {n}</p>);
    render(
      <WindowedRows
        items={items}
        itemKey={(n) => n}
        renderItem={renderItem}
        setSize={ROWS}
        estimateRowHeight={ROW_HEIGHT}
      />,
    );
    await scrollWindowTo(100 * ROW_HEIGHT);
    expect(screen.getByText('行 101')).toBeInTheDocument();
    const shown = screen.getAllByRole('listitem').length;
    renderItem.mockClear();

    // Three rows further: three rows come in at the bottom; the others stay as they are.
    await scrollWindowTo(103 * ROW_HEIGHT);
    expect(screen.getByText('行 104')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(shown);
    expect(renderItem.mock.calls.length).toBeLessThanOrEqual(3);
    expect(renderItem.mock.calls.length).toBeGreaterThan(0);
  });

  it('takes rows not measured yet to be as tall as the first one measured', async () => {
    render(
      <WindowedRows
        items={items}
        itemKey={(n) => n}
        renderItem={(n) => <p>行 {n}</p>}
        setSize={ROWS}
        // A guess well off: the list's height must still come out right once a row is measured.
        estimateRowHeight={30}
      />,
    );
    await scrollWindowTo(0);
    expect(screen.getByRole('list')).toHaveStyle({ height: `${ROWS * ROW_HEIGHT}px` });
  });
});
