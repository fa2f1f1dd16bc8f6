import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Paginator } from '@contract/envelope';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/testing/render';
import { CopyButton } from './copy-button';
import { ErrorBoundary } from './error-boundary';
import { InfiniteList } from './infinite-list';
import { ListState } from './list-state';
import { Money } from './money';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it.each([
    ['<img src=x onerror="alert(1)">', 'onerror'],
    ['<script>alert(1)</script><p>ok</p>', '<script'],
    ['<a href="javascript:alert(1)">x</a>', 'javascript:'],
    ['<iframe src="https://evil.example"></iframe>', '<iframe'],
  ])('strips %s', (html, bad) => {
    expect(sanitizeHtml(html)).not.toContain(bad);
  });

  it('keeps ordinary markup', () => {
    renderWithProviders(<SafeHtml html="<p><b>欢迎</b>光临</p>" />);
    expect(screen.getByText('欢迎').tagName).toBe('B');
  });
});

describe('ListState', () => {
  it.each([
    ['empty', '空空如也'],
    ['end', '没有更多了'],
  ] as const)('%s shows %s', (status, text) => {
    renderWithProviders(<ListState status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('empty says so at once and adds the kit illustration once its chunk has loaded', async () => {
    const { container } = renderWithProviders(<ListState status="empty" />);
    expect(screen.getByText('空空如也')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.adm-error-block')).not.toBeNull());
    expect(screen.getByText('空空如也')).toBeInTheDocument();
  });

  it('error offers a retry', () => {
    const retry = vi.fn();
    renderWithProviders(<ListState status="error" onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(retry).toHaveBeenCalled();
  });
});

describe('InfiniteList', () => {
  const page = (n: number, last: number, items: string[]): Paginator<string> => ({
    current_page: n,
    last_page: last,
    data: items,
    per_page: 2,
    total: 3,
    from: null,
    to: null,
  });

  it('loads page 1, then stops after last_page with 没有更多了', async () => {
    const fetchPage = vi.fn(async (n: number) => (n === 1 ? page(1, 2, ['a', 'b']) : page(2, 2, ['c'])));
    renderWithProviders(
      <InfiniteList
        queryKey={['t', 'list']}
        fetchPage={fetchPage}
        itemKey={(s) => s}
        renderItem={(s) => <p>项 {s}</p>}
      />,
    );
    expect(await screen.findByText('项 c')).toBeInTheDocument(); // jsdom: everything is "in view"
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2]);
  });

  it('shows 空空如也 for an empty first page', async () => {
    renderWithProviders(
      <InfiniteList
        queryKey={['t', 'empty']}
        fetchPage={async () => page(1, 1, [])}
        itemKey={(s) => s}
        renderItem={(s) => s}
      />,
    );
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  it('shows a retry instead of a white screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = () => {
      throw new Error('boom');
    };
    renderWithProviders(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了');
  });
});

describe('Money', () => {
  it.each([
    ['1234.5', '1234.50'],
    [0.1 + 0.2, '0.30'],
    [null, '0.00'],
  ])('%j → %s', (value, text) => {
    renderWithProviders(<Money value={value} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('CopyButton', () => {
  it("copies (fallback path outside a secure context) and toasts '复制成功！'", async () => {
    const success = vi.spyOn(toast, 'success');
    document.execCommand = vi.fn(() => true);
    renderWithProviders(<CopyButton text="TXabc" />);
    fireEvent.click(screen.getByRole('button'));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('复制成功！'), { timeout: 5000 });
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });
});
