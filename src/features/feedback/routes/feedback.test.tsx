import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { feedbackMessages } from '@contract/feedback-rules';
import { inboxCalls } from '@contract/inbox-calls';
import { fixtures } from '@/testing/fixtures';
import { handle, handleNetworkError, keepBodies } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { signIn } from '@/testing/session';
import { currentPath, renderApp } from '@/testing/render';
import { until } from '@/testing/wait';
import { onePage } from '@/testing/one-page';
import FeedbackRoute from './feedback';

const screens = [{ path: '/feedback', Component: FeedbackRoute, handle: { requireLogin: true } }];

describe('/feedback', () => {
  it('toasts the first broken rule, in order, and sends nothing', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    let sent = 0;
    server.use(handle(inboxCalls.suggestion, null, { onRequest: () => (sent += 1) }));
    const user = userEvent.setup();
    renderApp('/feedback', screens);
    await user.click(await view.findByRole('button', { name: '提交' }));
    expect(await view.findByText(feedbackMessages.typeRequired)).toBeInTheDocument();
    await user.selectOptions(view.getByLabelText('反馈类型'), '取款问题');
    await user.type(view.getByLabelText('反馈内容'), '太慢了');
    await user.click(view.getByRole('button', { name: '提交' }));
    expect(await view.findByText(feedbackMessages.tooShort)).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('a double tap sends one request, then shows the list with the reply', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    const bodies: unknown[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      handle(inboxCalls.suggestion, null, {
        message: feedbackMessages.sent,
        answerAfter: held,
        ...keepBodies(bodies),
      }),
      handle(
        inboxCalls.suggestionList,
        onePage([
          {
            id: 1,
            type: 2,
            content: '取款审核太慢了，希望加快处理速度',
            img: null,
            reply: '已加快审核，感谢反馈',
            replied_at: '2026-11-27 11:00:00',
            created_at: '2026-11-27 10:00:00',
          },
        ]),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/feedback', screens);
    await user.selectOptions(await view.findByLabelText('反馈类型'), '取款问题');
    await user.type(view.getByLabelText('反馈内容'), '取款审核太慢了，希望加快处理速度');
    const submit = view.getByRole('button', { name: '提交' });
    submit.click();
    submit.click();
    release();
    await until(() => currentPath(router) === '/feedback?tab=list');
    expect(bodies).toEqual([{ type: 2, content: '取款审核太慢了，希望加快处理速度' }]);
    expect(await view.findByText('已加快审核，感谢反馈')).toBeInTheDocument();
  });

  it('the list: 空空如也 when empty', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    server.use(handle(inboxCalls.suggestionList, onePage([])));
    renderApp('/feedback?tab=list', screens);
    expect(await view.findByText('空空如也')).toBeInTheDocument();
  });

  it('the list: 加载中, then 重试 after a failure', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    server.use(handleNetworkError(inboxCalls.suggestionList));
    renderApp('/feedback?tab=list', screens);
    expect(await view.findByText('加载中…')).toBeInTheDocument();
    const retry = await view.findByRole('button', { name: '重试' }, { timeout: 5000 });
    server.use(handle(inboxCalls.suggestionList, onePage([])));
    await userEvent.setup().click(retry);
    expect(await view.findByText('空空如也')).toBeInTheDocument();
  });
});
