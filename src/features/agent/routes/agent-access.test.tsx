import { screen as view } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { currentPath, renderApp } from '@/testing/render';
import { signIn } from '@/testing/session';
import { agentScreens } from '../testing/agent-centre-screens';

describe('who may enter', () => {
  it('a guest goes to login with the wanted path', async () => {
    const { router } = renderApp('/agentMembers?username=ab', agentScreens);
    expect(await view.findByText('登录页')).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/agentMembers?username=ab')}`);
  });

  it('a member who is not an agent goes to /applyagent, told why', async () => {
    signIn(fixtures.user);
    const error = vi.spyOn(toast, 'error');
    renderApp('/agent', agentScreens);
    expect(await view.findByText('申请代理页')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('您还不是代理，请先申请成为代理');
  });
});
