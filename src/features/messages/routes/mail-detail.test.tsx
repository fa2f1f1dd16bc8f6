import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inboxCalls } from '@contract/inbox-calls';
import type { MailRow } from '@contract/inbox-entities';
import { fixtures } from '@/testing/fixtures';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { signIn } from '@/testing/session';
import { currentPath, renderApp } from '@/testing/render';
import { until } from '@/testing/wait';
import { onePage } from '@/testing/one-page';
import MailDetailRoute from './mail-detail';
import MessageRoute from './message';

const screens = [
  { path: '/message', Component: MessageRoute, handle: { requireLogin: true } },
  { path: '/mailDetail', Component: MailDetailRoute, handle: { requireLogin: true } },
];

const mail: MailRow = {
  id: 7,
  message_id: 7,
  type: 2,
  title: '存款到账通知',
  content: '<p>您的存款已到账<img src=x onerror="window.hacked=1"></p>',
  created_at: '2026-11-27 10:00:00',
};
const detail = { ...mail, user_id: 3, updated_at: mail.created_at };

describe('站内信: unread marks and the detail', () => {
  it('a mail not opened on this device is 未读 (row and tab); opening it clears the mark', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    server.use(handle(inboxCalls.mail, onePage([mail])), handle(inboxCalls.mailDetail, detail));
    const user = userEvent.setup();
    const { router } = renderApp('/message?type=2', screens);
    expect(await view.findByRole('heading', { name: '存款到账通知' })).toBeInTheDocument();
    expect(view.getByRole('img', { name: '未读' })).toBeInTheDocument();
    expect(await view.findByTestId('inbox-unread')).toBeInTheDocument();

    await user.click(view.getByRole('link', { name: /存款到账通知/ }));
    await until(() => currentPath(router) === '/mailDetail?id=7');
    expect(await view.findByText('您的存款已到账')).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(JSON.parse(localStorage.getItem('mailRead:demo123')!)).toEqual([7]);

    await router.navigate('/message?type=2');
    // The list draws the kept page, then again when the inbox's re-read answers: a row found in the
    // first drawing may already be replaced, so wait for the heading in the document as it is.
    await waitFor(() => expect(view.getByRole('heading', { name: '存款到账通知' })).toBeInTheDocument());
    expect(view.queryByRole('img', { name: '未读' })).toBeNull();
    expect(view.queryByTestId('inbox-unread')).toBeNull();
  });

  it('marks are per account: another member on this device still sees the mail unread', async () => {
    localStorage.setItem('mailRead:someone-else', JSON.stringify([7]));
    signIn(fixtures.user, { balance: '1.00' });
    server.use(handle(inboxCalls.mail, onePage([mail])));
    renderApp('/message?type=2', screens);
    expect(await view.findByRole('img', { name: '未读' })).toBeInTheDocument();
  });

  it('the inbox says 空空如也 when there is no mail', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    server.use(handle(inboxCalls.mail, onePage([])));
    renderApp('/message?type=2', screens);
    expect(await view.findByText('空空如也')).toBeInTheDocument();
  });

  it('the detail shows 加载中, then 重试 after a failure, and the mail once it answers', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(handleNetworkError(inboxCalls.mailDetail));
    renderApp('/mailDetail?id=7', screens);
    expect(await view.findByText('加载中…')).toBeInTheDocument();
    const retry = await view.findByRole('button', { name: '重试' }, { timeout: 5000 });
    expect(localStorage.getItem('mailRead:demo123')).toBeNull();
    server.use(handle(inboxCalls.mailDetail, detail, { answerAfter: held }));
    await userEvent.setup().click(retry);
    release();
    expect(await view.findByRole('heading', { name: '存款到账通知' })).toBeInTheDocument();
  });

  it('someone else’s mail (code 202) or a bad id says 站内信不存在 and marks nothing', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    server.use(handle(inboxCalls.mailDetail, null as never, { code: 202, message: '站内信不存在' }));
    renderApp('/mailDetail?id=8', screens);
    expect(await view.findByRole('alert')).toHaveTextContent('站内信不存在');
    expect(localStorage.getItem('mailRead:demo123')).toBeNull();
  });

  it('a link without a usable id asks nothing', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    renderApp('/mailDetail?id=abc', screens);
    expect(await view.findByRole('alert')).toHaveTextContent('站内信不存在');
  });
});
