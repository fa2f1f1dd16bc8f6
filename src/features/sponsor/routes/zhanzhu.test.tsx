import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@contract/site-calls';
import { fixtures } from '@/testing/fixtures';
import { callUrl, handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import ZhanzhuRoute from './zhanzhu';

const route = [{ path: '/zhanzhu', Component: ZhanzhuRoute }];
const banner = (n: number): Banner => ({
  src: `https://cdn.example.com/sponsor-${n}.png`,
  pic: null,
  url: null,
});

/** bannerList answered by type: the sponsor page asks for type 3, then type 2 when 3 has none. */
function bannersByType(answers: Record<number, Banner[]>) {
  return http.post(callUrl(fixtures.calls.bannerList), async ({ request }) => {
    const { type } = (await request.json()) as { type: number };
    return HttpResponse.json({ code: 200, message: 'ok', data: answers[type] ?? [] });
  });
}

const carousel = () => view.getByRole('status', { name: '赞助商轮播' });

describe('/zhanzhu reads: the carousel and the venues show their states', () => {
  it('holds the carousel’s place while its read runs', async () => {
    server.use(handle(fixtures.calls.bannerList, [banner(1)], { answerAfter: new Promise(() => undefined) }));
    renderApp('/zhanzhu', route);
    expect(await view.findByRole('status', { name: '赞助商轮播' })).toBeInTheDocument();
    expect(view.queryByRole('img', { name: '测试站点 赞助 1' })).not.toBeInTheDocument();
  });

  it('a failed carousel read says 加载失败 with 重试, which reads again', async () => {
    server.use(handleNetworkError(fixtures.calls.bannerList));
    renderApp('/zhanzhu', route);
    expect(await within(carousel()).findByText('加载失败')).toBeInTheDocument();
    server.use(bannersByType({ 3: [banner(1), banner(2)] }));
    await userEvent.click(within(carousel()).getByRole('button', { name: '重试' }));
    expect(await view.findByRole('img', { name: '测试站点 赞助 1' })).toBeInTheDocument();
  });

  it('shows the home banners when the sponsor type has none', async () => {
    server.use(bannersByType({ 3: [], 2: [banner(7)] }));
    renderApp('/zhanzhu', route);
    const slide = await view.findByRole('img', { name: '测试站点 赞助 1' });
    expect(slide).toHaveAttribute('src', expect.stringContaining('sponsor-7.png'));
  });

  it('holds the venues’ place while the game lists load, with nothing else drawn there', async () => {
    server.use(
      bannersByType({ 3: [banner(1)] }),
      handle(fixtures.calls.gameList, fixtures.games, { answerAfter: new Promise(() => undefined) }),
    );
    renderApp('/zhanzhu', route);
    const venues = await view.findByRole('region', { name: '热门场馆' });
    expect(within(venues).getByRole('status')).toBeInTheDocument();
    expect(venues.textContent?.replace(/\s/g, '')).toBe('热门场馆');
  });

  it('a failed game-list read says 场馆加载失败 with 重试, which brings the venues', async () => {
    server.use(bannersByType({ 3: [banner(1)] }), handleNetworkError(fixtures.calls.gameList));
    renderApp('/zhanzhu', route);
    const failed = await view.findAllByText('场馆加载失败');
    expect(failed.length).toBeGreaterThan(0);
    server.use(handle(fixtures.calls.gameList, fixtures.games));
    await userEvent.click(view.getAllByRole('button', { name: '重试' })[0]!);
    expect(await view.findByText('OB体育')).toBeInTheDocument();
    expect(view.queryByText('场馆加载失败')).not.toBeInTheDocument();
  });
});
