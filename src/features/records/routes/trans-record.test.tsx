import { screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { addDays, beijingDay } from '@contract/beijing-time';
import { fixtures } from '@/testing/fixtures';
import { callUrl, handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { onePage } from '@/testing/one-page';
import { renderApp } from '@/testing/render';
import TransRecordRoute from './trans-record';
import { signIn } from '@/testing/session';

const { calls } = fixtures;
const screens = [{ path: '/transRecord', Component: TransRecordRoute }];

const today = beijingDay(Date.now());
const yesterday = addDays(today, -1);
const earlier = addDays(today, -2);

/** A transaction row (a bank deposit or withdrawal of 100.00, at 00:30 of `day`). */
const record = (no: string, day: string, state = 1) => ({
  out_trade_no: no,
  amount: '100.00',
  pay_way: '银行卡',
  state,
  created_at: `${day} 00:30:00`,
});

/** Newest first, two rows a page: today, today | today, yesterday | yesterday, the day before. */
const rows = [
  ['T1', today],
  ['T2', today],
  ['T3', today],
  ['Y1', yesterday],
  ['Y2', yesterday],
  ['E1', earlier],
].map(([no, day]) => record(no!, day!));

/** The member's own reads answer, and their transactions as `records` answers. */
function serveMember(records: HttpHandler) {
  server.use(
    handle(calls.user, fixtures.user),
    handle(calls.balance, { balance: '1.00' }),
    handle(calls.balancelist, []),
    records,
  );
}

function serve(asked: { date: number; page: number }[]) {
  serveMember(
    http.post(callUrl(calls.gettransrecord), async ({ request }) => {
      const body = (await request.json()) as { date: number; page: number };
      asked.push({ date: body.date, page: body.page });
      const data = rows.slice((body.page - 1) * 2, body.page * 2);
      return HttpResponse.json({
        code: 200,
        message: 'ok',
        data: { current_page: body.page, last_page: 3, per_page: 2, total: 6, from: 1, to: 2, data },
      });
    }),
  );
}

describe(
  '/transRecord quick dates (docs/product.md: today, yesterday, last seven days, this month)',
  { timeout: 20_000 },
  () => {
    it('has docs/product.md’s quick buttons beside the popup of 今日/近7日/近15日/近30日', async () => {
      signIn(fixtures.user, { kept: false });
      serve([]);
      renderApp('/transRecord', screens);
      const group = await view.findByRole('group', { name: '日期' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['今天', '昨天', '近七天', '本月']);
    });

    it("昨天 asks 近7日 and shows only yesterday, paging on past today's rows until the range is covered", async () => {
      // antd-mobile only loads when the sentinel has an offsetParent; jsdom has no layout.
      vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
      signIn(fixtures.user, { kept: false });
      const asked: { date: number; page: number }[] = [];
      serve(asked);
      renderApp('/transRecord?date=yesterday', screens);
      await view.findByText('Y1');
      await waitFor(() => expect(view.getByText('Y2')).toBeInTheDocument());
      expect(view.queryByText('T1')).not.toBeInTheDocument();
      expect(view.queryByText('E1')).not.toBeInTheDocument();
      expect(view.getByText(yesterday)).toBeInTheDocument();
      await view.findByText('没有更多了');
      // 近7日 covers yesterday; page 3 reaches the day before, so nothing later is asked for.
      expect(asked).toEqual([
        { date: 2, page: 1 },
        { date: 2, page: 2 },
        { date: 2, page: 3 },
      ]);
      expect(view.getByRole('button', { name: /选择日期：昨天/ })).toBeInTheDocument();
    });

    it('a tap on 昨天 changes the filter', async () => {
      signIn(fixtures.user, { kept: false });
      serve([]);
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      renderApp('/transRecord', screens);
      await view.findByText('T1');
      await user.click(view.getByRole('button', { name: '昨天' }));
      await view.findByText('Y1');
      expect(view.queryByText('T1')).not.toBeInTheDocument();
    });
  },
);

describe('/transRecord pending deposits', { timeout: 20_000 }, () => {
  it('a 待审核 deposit row opens its pay info; a settled one opens its detail', async () => {
    signIn(fixtures.user, { kept: false });
    serveMember(
      http.post(callUrl(calls.gettransrecord), async ({ request }) => {
        const body = (await request.json()) as { type: number };
        const data =
          body.type === 1
            ? [record('D-PENDING', today, 1), record('D-DONE', today, 2)]
            : [record('W-PENDING', today, 1)];
        return HttpResponse.json({ code: 200, message: 'ok', data: onePage(data) });
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderApp('/transRecord', [
      ...screens,
      { path: '/payInfo', element: <p>充值详情页</p> },
    ]);
    await view.findByText('D-DONE');
    const links = view.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[1]).toHaveAttribute('href', '/transDetail?no=D-DONE');
    expect(links[1]).not.toHaveTextContent('查看支付信息');
    expect(links[0]).toHaveTextContent('D-PENDING');
    expect(links[0]).toHaveTextContent('查看支付信息');
    await user.click(links[0]!);
    await view.findByText('充值详情页');
    expect(router.state.location.search).toBe('?deposit_no=D-PENDING');
  });

  it('a pending withdrawal opens its detail, not a pay info', async () => {
    signIn(fixtures.user, { kept: false });
    serveMember(handle(calls.gettransrecord, onePage([record('W-PENDING', today)])));
    renderApp('/transRecord?type=2', screens);
    await view.findByText('W-PENDING');
    expect(view.getByRole('link')).toHaveAttribute('href', '/transDetail?no=W-PENDING');
  });
});
