import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@contract/calls';
import { moneyCalls } from '@contract/money-calls';
import type { CallDef } from '@contract/define';
import type { UserInfo } from '@contract/entities';
import { request } from '@/lib/http/client';
import { setNavigator } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { callUrl, handle } from '@/testing/handlers';
import { fixtures } from '@/testing/fixtures';
import { server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { until } from '@/testing/wait';
import { useBalance } from './balance';
import { logout } from './logout';
import { ACCOUNT_ROOT } from './query-keys';
import { signIn } from './sign-in';
import { hydrateSession, useSession } from './store';
import { refreshUser, saveUserFields, useUserInfo } from './user';

const alice: UserInfo = { ...fixtures.user, username: 'alice1', balance: '111.00' };
const bob: UserInfo = { ...fixtures.user, username: 'bob222', balance: '222.00' };
const memberOf: Record<string, UserInfo> = { 'Bearer tok-alice': alice, 'Bearer tok-bob': bob };

/** What every screen that shows the member reads: the user query and the balance. */
function Member() {
  const user = useUserInfo().data;
  const { balance } = useBalance();
  return (
    <>
      <output aria-label="name">{user?.username ?? ''}</output>
      <output aria-label="balance">{balance === null ? '' : String(balance)}</output>
    </>
  );
}

/** A call held until `release`: the answer of a request still in flight. */
function hold() {
  let release = () => {};
  const settled = new Promise<void>((resolve) => (release = resolve));
  return { settled, release };
}

/**
 * The reference server's behaviour for /api/user and /api/balance: each token gets its own
 * member's answer. `holds` keeps the answers to one token in flight; `seen` counts the calls.
 */
function memberServer(holds: Partial<Record<string, Promise<void>>> = {}) {
  const seen = { user: 0, balance: 0 };
  const answer = (call: CallDef, name: keyof typeof seen, data: (m: UserInfo) => unknown) =>
    http[call.method === 'GET' ? 'get' : 'post'](callUrl(call), async ({ request }) => {
      seen[name] += 1;
      const auth = request.headers.get('authorization') ?? '';
      await holds[`${name} ${auth}`];
      const member = memberOf[auth];
      if (!member) return HttpResponse.json({ code: 401, message: '请重新登录', data: null });
      return HttpResponse.json({ code: 200, message: 'ok', data: data(member) });
    });
  server.use(
    answer(calls.user, 'user', (m) => m),
    answer(calls.balance, 'balance', (m) => ({ balance: m.balance })),
    handle(calls.logoff, null),
  );
  return seen;
}

/** The accounts the cached member queries belong to. */
function cachedAccounts(): string[] {
  const accounts = queryClient
    .getQueryCache()
    .findAll({ queryKey: [ACCOUNT_ROOT] })
    .map((q) => q.queryKey[1]);
  return [...new Set(accounts.map(String))];
}

beforeEach(() => setNavigator(vi.fn()));

describe('one account, one cache', () => {
  it("a member signing in after another in the same tab never sees the other's data, even from a late answer", async () => {
    const aliceLate = hold();
    const bobBalance = hold();
    const holds: Record<string, Promise<void>> = {};
    const seen = memberServer(holds);
    await signIn('tok-alice');
    const view = renderWithProviders(<Member />);
    await until(() => view.getByLabelText('balance').textContent === '111.00');
    expect(view.getByLabelText('name')).toHaveTextContent('alice1');

    // Alice's screen asks for her info again; the answer is still on its way when she logs out.
    holds['user Bearer tok-alice'] = aliceLate.settled;
    const before = seen.user;
    const lateAnswer = refreshUser();
    await until(() => seen.user === before + 1);
    await logout({ confirm: false });

    // Bob signs in; his balance is still loading when Alice's late answer arrives.
    holds['balance Bearer tok-bob'] = bobBalance.settled;
    await signIn('tok-bob');
    await until(() => view.getByLabelText('name').textContent === 'bob222');
    aliceLate.release();
    await expect(lateAnswer).resolves.toMatchObject({ username: 'alice1' });

    expect(useSession.getState().userInfo?.username).toBe('bob222');
    expect(JSON.parse(localStorage.getItem(storageKeys.userInfo)!)).toMatchObject({ username: 'bob222' });
    expect(view.getByLabelText('name')).toHaveTextContent('bob222');
    expect(view.getByLabelText('balance')).toHaveTextContent('222.00'); // his kept copy, not her 111.00
    expect(cachedAccounts()).toEqual(['bob222']);

    bobBalance.release();
    await until(() => queryClient.isFetching() === 0);
    expect(view.getByLabelText('balance')).toHaveTextContent('222.00');
    expect(view.queryByText(/alice1|111\.00/)).toBeNull();
  });

  it.each([
    [
      'a kept token whose member is not known yet',
      async () => {
        sessionStorage.setItem(storageKeys.token, 'tok-alice');
        hydrateSession();
      },
      { user: 1, balance: 1 },
    ],
    ['a sign-in', () => signIn('tok-alice'), { user: 1, balance: 1 }],
    [
      "a sign-in whose /api/user failed (the screen asks once more, under the session's key)",
      async () => {
        // Only the sign-in's own call fails; the screen's call after it is answered.
        server.use(http.post(callUrl(calls.user), () => HttpResponse.error(), { once: true }));
        await signIn('tok-alice');
      },
      { user: 1, balance: 1 },
    ],
  ])(
    '%s: each query is fetched once, no key moves when the member becomes known',
    async (_, start, expected) => {
      const seen = memberServer();
      await start();
      const account = useSession.getState().account;
      const view = renderWithProviders(<Member />);
      await until(() => view.getByLabelText('name').textContent === 'alice1');
      await until(() => view.getByLabelText('balance').textContent === '111.00');
      await until(() => queryClient.isFetching() === 0);

      expect(seen).toEqual(expected);
      expect(useSession.getState().account).toBe(account);
      expect(cachedAccounts()).toEqual([account]);
    },
  );

  it("an action's answer that arrives after its member logged out is not merged into the next member's info", async () => {
    const switchAnswer = hold();
    memberServer();
    server.use(
      http.post(callUrl(moneyCalls.uptransferstatus), async () => {
        await switchAnswer.settled;
        return HttpResponse.json({ code: 200, message: 'ok', data: null });
      }),
    );
    await signIn('tok-alice');
    const transferstatus = alice.transferstatus === 1 ? 0 : 1;
    const saving = saveUserFields(
      () => request(moneyCalls.uptransferstatus, { transferstatus }, { intent: 'action' }),
      () => ({ transferstatus }),
    );
    await logout({ confirm: false });
    await signIn('tok-bob');
    switchAnswer.release();
    await saving;

    expect(useSession.getState().userInfo).toEqual(bob);
    expect(JSON.parse(localStorage.getItem(storageKeys.userInfo)!)).toEqual(bob);
  });

  it("a reload after another tab signed someone else in starts from this tab's member, not the other's kept info", async () => {
    memberServer();
    await signIn('tok-alice');
    // Another tab signs Bob in: localStorage is shared, this tab's sessionStorage is not.
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(bob));
    hydrateSession(); // this tab reloads

    expect(useSession.getState().userInfo).toBeNull();
    expect(useSession.getState().account).not.toBe('bob222');
    const view = renderWithProviders(<Member />);
    expect(view.queryByText(/bob222|222\.00/)).toBeNull();
    await until(() => view.getByLabelText('name').textContent === 'alice1');
    expect(view.queryByText(/bob222|222\.00/)).toBeNull();
  });
});
