import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agentCalls } from '@contract/agent-calls';
import { messages } from '@/config/messages';
import { agentFixtures } from '@/testing/agent-fixtures';
import { handle, keepBodies } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import { signIn } from '@/testing/session';
import { agentMember, agentScreens } from '../testing/agent-centre-screens';

describe('/agentMembers', () => {
  it('lists direct and indirect members and searches by name', async () => {
    signIn(agentMember);
    const bodies: unknown[] = [];
    server.use(
      handle(
        agentCalls.agentMemberList,
        agentFixtures.page([
          agentFixtures.member(3, 'wangwei01'),
          agentFixtures.member(7, 'sunli05', { is_direct: 0, parent: 'zhaolei88', fanshui: '0.25' }),
        ]),
        keepBodies(bodies),
      ),
    );
    const user = userEvent.setup();
    renderApp('/agentMembers', agentScreens);
    const direct = await view.findByRole('article', { name: 'wangwei01' });
    expect(direct).toHaveTextContent('直属');
    expect(view.getByRole('article', { name: 'sunli05' })).toHaveTextContent('非直属');
    expect(view.getByRole('article', { name: 'sunli05' })).toHaveTextContent('0.25%');
    expect(view.getByText(messages.noMore)).toBeInTheDocument();
    await user.type(view.getByRole('searchbox', { name: '搜索用户名' }), 'sun');
    await user.click(view.getByRole('button', { name: '搜索' }));
    await vi.waitFor(() => expect(bodies).toContainEqual({ username: 'sun', page: 1, size: 20 }));
  });

  it('an empty team says 空空如也', async () => {
    signIn(agentMember);
    server.use(handle(agentCalls.agentMemberList, agentFixtures.page([])));
    renderApp('/agentMembers', agentScreens);
    expect(await view.findByText(messages.empty)).toBeInTheDocument();
  });
});
