import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { currentPath, renderApp } from '@/testing/render';
import GamePageRoute from './game-page';
import { signIn } from '@/testing/session';

const screens = [
  { path: '/gamePage', Component: GamePageRoute },
  { path: '/', element: <p>首页内容</p> },
];

describe('/gamePage', { timeout: 20_000 }, () => {
  it('an unknown platform says 游戏平台不存在 once, with a way back and no 加载失败/重试', async () => {
    signIn();
    server.use(handle(fixtures.calls.getGameUrl, null as never, { code: 1, message: '游戏平台不存在' }));
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderApp('/gamePage?name=nope', screens);
    expect(await view.findByText('游戏平台不存在')).toBeInTheDocument();
    expect(view.getAllByText('游戏平台不存在')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    expect(view.queryByText('加载失败')).not.toBeInTheDocument();
    expect(view.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await user.click(view.getByRole('button', { name: '返回上一页' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('a network failure still offers 重试', async () => {
    signIn();
    server.use(handleNetworkError(fixtures.calls.getGameUrl));
    renderApp('/gamePage?name=ag', screens);
    expect(await view.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
