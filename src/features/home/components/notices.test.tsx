import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@/testing/fixtures';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { marqueeSeconds, NoticeStrip } from './notices';

describe('NoticeStrip (CSS marquee, no timers)', () => {
  it('scrolls the notices for a time that grows with their length, and a tap opens them', async () => {
    server.use(handle(fixtures.calls.homenotice, ['周末充值送彩金', '系统维护通知']));
    const onOpen = vi.fn();
    renderWithProviders(<NoticeStrip onOpen={onOpen} />);
    const text = await view.findByText(/周末充值送彩金\s+系统维护通知/);
    expect(text.style.animationDuration).toBe(`${marqueeSeconds(text.textContent ?? '')}s`);
    await userEvent.click(text);
    await userEvent.click(view.getByRole('button', { name: '查看最新公告' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('holds a status text still (no notices: 暂无公告)', async () => {
    server.use(handle(fixtures.calls.homenotice, []));
    renderWithProviders(<NoticeStrip onOpen={() => undefined} />);
    expect((await view.findByText('暂无公告')).style.animationDuration).toBe('');
  });

  it('says 加载中… while the first read runs', async () => {
    server.use(handle(fixtures.calls.homenotice, [], { answerAfter: new Promise(() => undefined) }));
    renderWithProviders(<NoticeStrip onOpen={() => undefined} />);
    expect(await view.findByText('加载中…')).toBeInTheDocument();
  });

  it('a failed read says 公告加载失败 with 重试, which reads again', async () => {
    server.use(handleNetworkError(fixtures.calls.homenotice));
    renderWithProviders(<NoticeStrip onOpen={() => undefined} />);
    expect(await view.findByText('公告加载失败')).toBeInTheDocument();
    server.use(handle(fixtures.calls.homenotice, ['系统维护通知']));
    await userEvent.click(view.getByRole('button', { name: '重试' }));
    expect(await view.findByText('系统维护通知')).toBeInTheDocument();
  });

  it('takes longer for longer text', () => {
    expect(marqueeSeconds('一'.repeat(40))).toBeGreaterThan(marqueeSeconds('一'.repeat(10)));
  });
});
