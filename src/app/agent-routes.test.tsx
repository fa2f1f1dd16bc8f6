import { screen as view } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@/testing/fixtures';
import { currentPath, renderApp } from '@/testing/render';
import { signIn } from '@/testing/session';
import { appScreens } from './router';

// Records whether the agent centre's screen module was ever fetched.
const fetched = vi.hoisted(() => ({ centre: false }));
vi.mock('@/features/agent/routes/agent', () => {
  fetched.centre = true;
  return { default: () => <p>代理中心页</p> };
});

function Probe() {
  const { pathname } = useLocation();
  return <p>到达 {pathname}</p>;
}

/** The real /agent entry of the route table (its guards included) and a stand-in /applyagent. */
const screens = [
  ...appScreens.filter((route) => route.path === '/agent'),
  { path: '/applyagent', Component: Probe },
];

describe('/agent in the route table', () => {
  it("a member who is not an agent is turned away before the screen's code is fetched", async () => {
    signIn({ ...fixtures.user, isagent: 0 });
    const { router } = renderApp('/agent', screens);
    expect(await view.findByText('到达 /applyagent')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/applyagent');
    expect(fetched.centre).toBe(false);
  });

  it('an agent gets the screen, fetched once the server has said so', async () => {
    signIn({ ...fixtures.user, isagent: 1 });
    renderApp('/agent', screens);
    expect(await view.findByText('代理中心页')).toBeInTheDocument();
    expect(fetched.centre).toBe(true);
  });
});
