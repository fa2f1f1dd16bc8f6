import { act, screen, waitFor } from '@testing-library/react';
import { measureWindowedRows, scrollWindowTo } from '@/testing/window-scroll';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Paginator } from '@contract/envelope';
import { renderWithProviders } from '@/testing/render';
import { loadWindowed } from './deferred-rows';
import { InfiniteList } from './infinite-list';

const ROWS = 10_000;
const PER_PAGE = 1_000;
const ROW_HEIGHT = 80;

const page = (n: number): Paginator<number> => ({
  current_page: n,
  last_page: ROWS / PER_PAGE,
  data: Array.from({ length: PER_PAGE }, (_, i) => (n - 1) * PER_PAGE + i + 1),
  per_page: PER_PAGE,
  total: ROWS,
  from: null,
  to: null,
});

measureWindowedRows(ROW_HEIGHT);
// The windowing code is there before these lists (deferred-rows.test.tsx: the rows before it).
beforeAll(async () => {
  await loadWindowed();
});

/** Numbered rows of ROW_HEIGHT px, as a records list shows them. */
function renderRows(key: string, fetchPage: (n: number) => Promise<Paginator<number>>) {
  renderWithProviders(
    <InfiniteList
      queryKey={['t', key]}
      fetchPage={fetchPage}
      itemKey={(n) => n}
      renderItem={(n) => <p>行 {n}</p>}
      estimateRowHeight={ROW_HEIGHT}
    />,
  );
}

describe('InfiniteList with ten thousand rows', () => {
  it('keeps only the rows near the viewport in the document, at the top and at the end', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n));
    renderRows('ten-thousand', fetchPage);
    expect(await screen.findByText('行 1')).toBeInTheDocument();

    // Walk down: each time the viewport nears the end the next page loads, until all ten are in.
    for (let n = 1; n < ROWS / PER_PAGE; n += 1) {
      await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(n));
      await scrollWindowTo(n * PER_PAGE * ROW_HEIGHT - 768);
    }
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(ROWS / PER_PAGE));
    await scrollWindowTo(ROWS * ROW_HEIGHT - 768);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(screen.getByText(`行 ${ROWS}`)).toBeInTheDocument();

    const rows = screen.getAllByRole('listitem');
    // 768 px of viewport is under ten rows; with the overscan on each side, well under fifty.
    expect(rows.length).toBeGreaterThan(9);
    expect(rows.length).toBeLessThan(50);
    expect(screen.queryByText('行 1')).not.toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveStyle({ height: `${ROWS * ROW_HEIGHT}px` });
    // A screen reader hears the list's whole size and where each row sits in it.
    const last = rows[rows.length - 1];
    expect(last).toHaveAttribute('aria-posinset', String(ROWS));
    expect(last).toHaveAttribute('aria-setsize', String(ROWS));

    await scrollWindowTo(0);
    expect(await screen.findByText('行 1')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeLessThan(50);
    expect(fetchPage).toHaveBeenCalledTimes(ROWS / PER_PAGE);
  });

  it('shows 重试 after a failed next page and loads it again on tap, keeping the rows it has', async () => {
    let failSecond = true;
    const fetchPage = vi.fn(async (n: number) => {
      if (n === 2 && failSecond) throw new Error('down');
      return { ...page(n), last_page: 2 };
    });
    renderRows('retry-next', fetchPage);
    expect(await screen.findByText('行 1')).toBeInTheDocument();
    await scrollWindowTo(PER_PAGE * ROW_HEIGHT - 768);
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    expect(screen.getByText(`行 ${PER_PAGE}`)).toBeInTheDocument();
    failSecond = false;
    await act(async () => retry.click());
    await scrollWindowTo(2 * PER_PAGE * ROW_HEIGHT - 768);
    expect(await screen.findByText(`行 ${2 * PER_PAGE}`)).toBeInTheDocument();
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
  });
});
