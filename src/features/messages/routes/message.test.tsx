import { screen as view } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inboxCalls } from '@contract/inbox-calls';
import type { MailRow } from '@contract/inbox-entities';
import { fixtures } from '@/testing/fixtures';
import { callUrl, handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { currentPath, renderApp } from '@/testing/render';
import { until } from '@/testing/wait';
import MessageRoute from './message';
import { signIn } from '@/testing/session';

const screens = [{ path: '/message', Component: MessageRoute, handle: { requireLogin: true } }];

/** An inbox of `total` messages, 10 a page, like the reference server. */
function inbox(total: number, pages: number[]) {
  const all: MailRow[] = Array.from({ length: total }, (_, i) => ({
    id: i + 1,
    message_id: i + 1,
    type: 1,
    title: `消息${i + 1}`,
    content: `<p>内容${i + 1}<img src=x onerror="window.hacked=1"></p>`,
    created_at: '2026-01-01 10:00:00',
  }));
  return http.post(callUrl(inboxCalls.mail), async ({ request }) => {
    const { page } = (await request.json()) as { page: number };
    pages.push(page);
    const data = all.slice((page - 1) * 10, page * 10);
    const last_page = Math.max(1, Math.ceil(total / 10));
    return HttpResponse.json({
      code: 200,
      message: 'ok',
      data: { current_page: page, data, last_page, per_page: 10, total, from: 1, to: data.length },
    });
  });
}

describe('/message', () => {
  it('opens the notices tab by default and switches to the inbox with ?type=2', async () => {
    signIn();
    server.use(handle(fixtures.calls.homenotice, ['第一条公告', '第二条公告']), inbox(0, []));
    const user = userEvent.setup();
    const { router } = renderApp('/message', screens);
    expect(await view.findByText('第一条公告')).toBeInTheDocument();
    await user.click(view.getByRole('tab', { name: '站内信' }));
    await until(() => currentPath(router) === '/message?type=2');
    expect(await view.findByText('空空如也')).toBeInTheDocument();
  });

  it(
    "loads every inbox page until 没有更多了, each mail previewed by its HTML's text",
    { timeout: 15_000 },
    async () => {
      signIn();
      const pages: number[] = [];
      server.use(inbox(27, pages));
      renderApp('/message?type=2', screens);
      expect(await view.findByText('消息27', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(await view.findByText('没有更多了')).toBeInTheDocument();
      expect(pages).toEqual([1, 2, 3]);
      // Only rows near the viewport are in the page; the list tells its size and each row's place.
      const last = view.getByText('消息27').closest('[role="listitem"]');
      expect(last).toHaveAttribute('aria-posinset', '27');
      expect(last).toHaveAttribute('aria-setsize', '27');
      // The preview is the HTML's text: no element of the mail's reaches the list, no handler runs.
      expect(last).toHaveTextContent('内容27');
      expect(last?.querySelector('img')).toBeNull();
      expect(document.querySelector('img[onerror]')).toBeNull();
      expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    },
  );

  it('重试 of a page that failed, tapped twice while it loads again, sends one request', async () => {
    signIn();
    let failing = true;
    let release = () => {};
    const asked: number[] = [];
    const page = (n: number) => ({
      code: 200,
      message: 'ok',
      data: {
        current_page: n,
        data: Array.from({ length: 10 }, (_, i) => ({
          id: (n - 1) * 10 + i + 1,
          message_id: (n - 1) * 10 + i + 1,
          type: 1,
          title: `消息${(n - 1) * 10 + i + 1}`,
          content: '',
          created_at: '2026-01-01 10:00:00',
        })),
        last_page: 2,
        per_page: 10,
        total: 20,
        from: (n - 1) * 10 + 1,
        to: n * 10,
      },
    });
    server.use(
      http.post(callUrl(inboxCalls.mail), async ({ request }) => {
        const { page: n } = (await request.json()) as { page: number };
        asked.push(n);
        if (n === 1) return HttpResponse.json(page(1));
        if (failing) return HttpResponse.error();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(page(2));
      }),
    );
    renderApp('/message?type=2', screens);
    const retry = await view.findByRole('button', { name: '重试' });
    const before = asked.length;
    failing = false;
    // Two taps in one task: the second lands before any re-render.
    retry.click();
    retry.click();
    await until(() => asked.length > before);
    release();
    expect(await view.findByText('消息20')).toBeInTheDocument();
    expect(asked.slice(before)).toEqual([2]);
  });
});
