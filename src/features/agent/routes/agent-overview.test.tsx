import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agentCalls } from '@contract/agent-calls';
import { messages } from '@/config/messages';
import { agentFixtures } from '@/testing/agent-fixtures';
import { handle, handleNetworkError, keepBodies } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import { signIn } from '@/testing/session';
import { agentMember, agentScreens } from '../testing/agent-centre-screens';

describe('/agent overview', () => {
  it('shows loading, then today’s figures, the invitation link and its QR code', async () => {
    signIn(agentMember);
    server.use(handle(agentCalls.agentToday, agentFixtures.today));
    renderApp('/agent', agentScreens);
    expect(view.getByRole('status')).toHaveTextContent(messages.loading);
    expect(await view.findByText('1600.00')).toBeInTheDocument();
    expect(view.getByText('-409.69')).toBeInTheDocument();
    expect(view.getByText('0.10')).toBeInTheDocument();
    expect(view.getByTestId('invite-link').textContent).toMatch(/\/#\/login\?type=1&pid=DEMO888$/);
    expect(view.getByRole('img', { name: '推广二维码' }).getAttribute('src')).toContain(
      encodeURIComponent('pid=DEMO888'),
    );
    expect(view.getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: '佣金报表' })).toBeInTheDocument();
  });

  it('a failed load says so and 重试 loads it', async () => {
    signIn(agentMember);
    server.use(handleNetworkError(agentCalls.agentToday));
    const user = userEvent.setup();
    renderApp('/agent', agentScreens);
    const retry = await view.findByRole('button', { name: messages.retry });
    expect(view.getByRole('alert')).toHaveTextContent(messages.loadFailed);
    server.use(handle(agentCalls.agentToday, agentFixtures.today));
    await user.click(retry);
    expect(await view.findByText('1600.00')).toBeInTheDocument();
  });

  it('offline, the failed load says 网络异常', async () => {
    signIn(agentMember);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(handleNetworkError(agentCalls.agentToday));
    renderApp('/agent', agentScreens);
    expect(await view.findByRole('alert')).toHaveTextContent(messages.networkDown);
  });
});

describe('/agentCommission', () => {
  it('asks for the quick range and shows paid and pending commission to the cent', async () => {
    signIn(agentMember);
    const bodies: unknown[] = [];
    server.use(handle(agentCalls.agentCommission, agentFixtures.commission, keepBodies(bodies)));
    const user = userEvent.setup();
    renderApp('/agentCommission', agentScreens);
    expect(await view.findByText('150.50')).toBeInTheDocument();
    expect(view.getByText('12.30')).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: '昨日' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    const [today, yesterday] = bodies as { start: string; end: string }[];
    expect(today!.start).toBe(today!.end);
    expect(yesterday!.start).toBe(yesterday!.end);
    expect(Date.parse(today!.start) - Date.parse(yesterday!.start)).toBe(86_400_000);
  });
});
