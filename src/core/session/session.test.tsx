import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@contract/calls';
import { request } from '@/lib/http/client';
import { dialog } from '@/lib/dialog';
import { routeChanged, setNavigator } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { queryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { callUrl, handle, handleNetworkError } from '@/testing/handlers';
import { fixtures } from '@/testing/fixtures';
import { server } from '@/testing/msw';
import { forceLogout, logout } from './logout';
import { appInfoKey } from '@/core/site/app-info';
import { balanceKey } from './balance';
import { signIn } from './sign-in';
import { hydrateSession, useSession } from './store';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
});

function signedInState() {
  sessionStorage.setItem(storageKeys.token, 'tok-1');
  localStorage.setItem(storageKeys.userInfo, JSON.stringify(fixtures.user));
  localStorage.setItem(storageKeys.appInfo, JSON.stringify(fixtures.appInfo));
  localStorage.setItem(storageKeys.gameLists, '{}');
  localStorage.setItem('somethingElse', 'x');
  sessionStorage.setItem('other', 'y');
  hydrateSession();
  queryClient.setQueryData(balanceKey('demo123'), { balance: 5 });
  queryClient.setQueryData(appInfoKey(), fixtures.appInfo);
}

function expectSignedOut(to = '/login') {
  expect(useSession.getState().token).toBeNull();
  expect(useSession.getState().userInfo).toBeNull();
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(queryClient.getQueryData(balanceKey('demo123'))).toBeUndefined();
  expect(navigate).toHaveBeenCalledWith(to, { replace: true });
}

describe('signIn', () => {
  it('stores the token in sessionStorage and refreshes user info (sent with the new token)', async () => {
    let auth: string | null = null;
    server.use(
      handle(calls.user, fixtures.user, { onRequest: (r) => (auth = r.headers.get('authorization')) }),
    );
    await signIn('fresh-token');
    expect(sessionStorage.getItem(storageKeys.token)).toBe('fresh-token');
    expect(useSession.getState().token).toBe('fresh-token');
    expect(auth).toBe('Bearer fresh-token');
    expect(useSession.getState().userInfo?.username).toBe('demo123');
    expect(JSON.parse(localStorage.getItem(storageKeys.userInfo)!)).toMatchObject({ username: 'demo123' });
  });

  it("drops a previous account's cached data", async () => {
    queryClient.setQueryData(balanceKey('someoneElse'), { balance: 999 });
    server.use(handle(calls.user, fixtures.user));
    await signIn('fresh-token');
    expect(queryClient.getQueryData(balanceKey('someoneElse'))).toBeUndefined();
  });
});

describe('logout', () => {
  it("asks '您确定要退出登录吗?' and does nothing when cancelled", async () => {
    signedInState();
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(false);
    expect(await logout()).toBe(false);
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ content: '您确定要退出登录吗?' }));
    expect(useSession.getState().token).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('confirmed: calls /api/logoff with the token, clears everything, lands on /login', async () => {
    signedInState();
    vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    let auth: string | null = null;
    server.use(handle(calls.logoff, null, { onRequest: (r) => (auth = r.headers.get('authorization')) }));
    expect(await logout()).toBe(true);
    expect(auth).toBe('Bearer tok-1');
    expectSignedOut();
  });

  it.each([
    ['network failure', handleNetworkError(calls.logoff)],
    ['business error', handle(calls.logoff, null, { code: 500, message: '服务器错误' })],
    ['HTTP 500 page', http.post(callUrl(calls.logoff), () => new HttpResponse('boom', { status: 500 }))],
  ])('still clears all storage and lands on /login when logoff fails (%s)', async (_, failing) => {
    signedInState();
    vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    server.use(failing);
    expect(await logout()).toBe(true);
    expectSignedOut();
  });

  it('keeps site-wide cached queries (appInfo) but no account data', async () => {
    signedInState();
    server.use(handle(calls.logoff, null));
    await logout({ confirm: false });
    expect(queryClient.getQueryData(appInfoKey())).toEqual(fixtures.appInfo);
  });
});

describe('401 on the balance call', () => {
  it('forces the same logout without asking and without calling logoff', async () => {
    signedInState();
    const confirm = vi.spyOn(dialog, 'confirm');
    const logoffHits = vi.fn();
    server.use(
      handle(calls.balance, { balance: 0 }, { code: 401, message: '请重新登录' }),
      handle(calls.logoff, null, { onRequest: logoffHits }),
    );
    routeChanged('/withdrawal');
    await expect(request(calls.balance, {})).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(confirm).not.toHaveBeenCalled();
    expect(logoffHits).not.toHaveBeenCalled();
    expectSignedOut('/login?redirect=%2Fwithdrawal');
  });

  it('says the session expired and comes back to the screen after signing in', () => {
    signedInState();
    const info = vi.spyOn(toast, 'info');
    routeChanged('/withdrawal?from=home');
    forceLogout();
    expect(info).toHaveBeenCalledWith('登录已过期，请重新登录');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fwithdrawal%3Ffrom%3Dhome', { replace: true });
  });

  it('an expiry met on /login itself stays on plain /login', () => {
    signedInState();
    routeChanged('/login?redirect=%2Fmine');
    forceLogout();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a refusal of a token this tab no longer holds (sent before it signed in again) ends nothing', () => {
    signedInState();
    forceLogout('tok-0');
    forceLogout(null);
    expect(navigate).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('several 401s in flight end the session once', () => {
    signedInState();
    forceLogout();
    forceLogout();
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
