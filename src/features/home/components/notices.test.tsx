import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
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

  it('takes longer for longer text', () => {
    expect(marqueeSeconds('一'.repeat(40))).toBeGreaterThan(marqueeSeconds('一'.repeat(10)));
  });
});
