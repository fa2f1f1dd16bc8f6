import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { accountCalls } from '@contract/account-calls';
import { authCalls } from '@contract/auth-calls';
import { calls } from '@contract/calls';
import { moneyCalls } from '@contract/money-calls';
import { promotionCalls } from '@contract/promotion-calls';
import { walletCalls } from '@contract/wallet-calls';
import { messages } from '@/config/messages';
import { callUrl, handle, handleNetworkError, handleRaw } from '@/testing/handlers';
import { fixtures } from '@/testing/fixtures';
import { server } from '@/testing/msw';
import { setToken } from '@/lib/storage';
import { dialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { request, requestEnvelope } from './client';
import { ApiError } from './errors';
import { setUnknownOutcomeHandler } from './outcome';
import { setUnauthorizedHandler } from './unauthorized';

function spyToasts() {
  return {
    error: vi.spyOn(toast, 'error'),
    success: vi.spyOn(toast, 'success'),
    loading: vi.spyOn(toast, 'loading'),
    clear: vi.spyOn(toast, 'clear'),
  };
}

describe('request: the envelope', () => {
  it('code 200 → validated data, JSON body with charset, Bearer token when present', async () => {
    setToken('tok-1');
    let seen: Request | undefined;
    let body: unknown;
    server.use(
      http.post(callUrl(authCalls.login), async ({ request: r }) => {
        seen = r;
        body = await r.json();
        return HttpResponse.json({ code: 200, message: '登录成功', data: { api_token: 'abc' } });
      }),
    );
    const data = await request(authCalls.login, { name: 'demo123', password: 'pass1234', code: 'ab12' });
    expect(data).toEqual({ api_token: 'abc' });
    expect(seen?.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    expect(seen?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(body).toEqual({ name: 'demo123', password: 'pass1234', code: 'ab12' });
  });

  it('sends no Authorization header without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      handle(calls.app, fixtures.appInfo, { onRequest: (r) => (auth = r.headers.get('authorization')) }),
    );
    await request(calls.app, {});
    expect(auth).toBeNull();
  });

  it('GET sends the input as query; path params are substituted and leave the body', async () => {
    let url = '';
    server.use(handle(calls.gameList, [], { onRequest: (r) => (url = r.url) }));
    await request(calls.gameList, { category: 'sport' });
    expect(new URL(url).searchParams.get('category')).toBe('sport');

    let venueUrl = '';
    let venueBody: unknown;
    server.use(
      http.post(callUrl(walletCalls.userapimoney), async ({ request: r }) => {
        venueUrl = r.url;
        venueBody = await r.json();
        return HttpResponse.json({ code: 200, message: 'ok', data: { platname: 'ag', balance: '1.00' } });
      }),
    );
    await request(walletCalls.userapimoney, { platname: 'ag' });
    expect(new URL(venueUrl).pathname).toBe('/api/userapimoney/ag');
    expect(venueBody).toEqual({});
  });

  it('multipart calls send FormData with the file field', async () => {
    let file: FormDataEntryValue | null = null;
    server.use(
      http.post(callUrl(accountCalls.uploadimg), async ({ request: r }) => {
        file = (await r.formData()).get('file');
        return HttpResponse.json({ code: 200, message: 'ok', data: { avatar: '/uploads/a.png' } });
      }),
    );
    await request(accountCalls.uploadimg, { file: new Blob(['GIF89a'], { type: 'image/gif' }) });
    expect(file).not.toBeNull();
  });
});

describe('request: non-200 codes', () => {
  it('toasts the server message as an error (kind 0) and throws a business ApiError with the code', async () => {
    const t = spyToasts();
    server.use(handle(moneyCalls.withdraw, null, { code: 208, message: '提现金额大于余额' }));
    const error = await request(moneyCalls.withdraw, { amount: 100, bank: 1, password: '123456' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 208, message: '提现金额大于余额' });
    expect(t.error).toHaveBeenCalledWith('提现金额大于余额');
    expect(t.success).not.toHaveBeenCalled();
  });

  it.each([
    [200, '注册成功'],
    [1, '用户名已存在'],
  ])(
    "policy 'always' toasts success-style whatever the code (%d) and still tells the caller the code",
    async (code, message) => {
      const t = spyToasts();
      server.use(handle(authCalls.register, { api_token: 'new-token' }, { code, message }));
      const result = await requestEnvelope(
        authCalls.register,
        {
          name: 'abc123',
          password: 'abcd1234',
          confirmPass: 'abcd1234',
          realname: '张三',
          paypassword: '123456',
          code: 'ab12',
        },
        { toast: 'always' },
      );
      expect(result.code).toBe(code);
      expect(result.message).toBe(message);
      expect(result.data).toEqual(code === 200 ? { api_token: 'new-token' } : undefined);
      expect(t.success).toHaveBeenCalledWith(message);
      expect(t.error).not.toHaveBeenCalled();
    },
  );

  it("policy 'none' stays quiet", async () => {
    const t = spyToasts();
    server.use(handle(promotionCalls.activitytype, [], { code: 1, message: '失败了' }));
    await expect(request(promotionCalls.activitytype, {}, { toast: 'none' })).rejects.toMatchObject({
      code: 1,
    });
    expect(t.error).not.toHaveBeenCalled();
  });
});

describe('request: 401', () => {
  it.each([
    ['code 401', { code: 401, status: 200 }],
    ['HTTP 401', { code: 401, status: 401 }],
  ])('%s on the balance call forces logout, without an error toast', async (_, { code, status }) => {
    setToken('tok-1');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const t = spyToasts();
    server.use(handle(calls.balance, { balance: 0 }, { code, status, message: '请重新登录' }));
    await expect(request(calls.balance, {})).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('tok-1');
    expect(t.error).not.toHaveBeenCalled();
  });

  it.each([
    ["code 401 (HTTP 200, the family's form)", 200],
    ['HTTP 401', 401],
  ])('%s on another call is the same business error', async (_, status) => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(handle(walletCalls.getcard, [], { code: 401, status, message: '请登录' }));
    await expect(request(walletCalls.getcard, { type: 1 })).rejects.toMatchObject({
      kind: 'business',
      code: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('401 on another call is an ordinary business error (docs/product.md: only balance forces logout)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(handle(walletCalls.getcard, [], { code: 401, message: '请登录' }));
    await expect(request(walletCalls.getcard, { type: 1 })).rejects.toMatchObject({
      kind: 'business',
      code: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('request: network failure', () => {
  it('hides the loading indicator silently and throws a network ApiError', async () => {
    const t = spyToasts();
    server.use(handleNetworkError(moneyCalls.transall));
    await expect(request(moneyCalls.transall, {}, { loading: true })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(t.loading).toHaveBeenCalledTimes(1);
    expect(t.clear).toHaveBeenCalled();
    expect(t.error).not.toHaveBeenCalled();
    expect(t.success).not.toHaveBeenCalled();
  });

  it("an action with no answer says 网络异常，请检查网络后重试, or the call's own message", async () => {
    const t = spyToasts();
    server.use(handleNetworkError(authCalls.login), handleNetworkError(walletCalls.bindcard));
    const login = { name: 'demo123', password: 'pass1234', code: 'ab12' };
    await expect(request(authCalls.login, login, { intent: 'action' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(t.error).toHaveBeenLastCalledWith('网络异常，请检查网络后重试');
    await expect(
      request(walletCalls.bindcard, {} as never, { intent: 'action', networkErrorMessage: '自己的话' }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(t.error).toHaveBeenLastCalledWith('自己的话');
  });

  it('a money request with no answer reports an unknown outcome, not a failure', async () => {
    const t = spyToasts();
    const unknown = vi.fn();
    const ask = vi.spyOn(dialog, 'confirm').mockResolvedValue(false);
    setUnknownOutcomeHandler(unknown);
    server.use(handleNetworkError(moneyCalls.withdraw));
    try {
      await expect(
        request(
          moneyCalls.withdraw,
          { amount: 100, bank: 1, password: '123456' },
          { intent: 'money', loading: true },
        ),
      ).rejects.toMatchObject({ kind: 'network' });
    } finally {
      setUnknownOutcomeHandler(null);
    }
    expect(unknown).toHaveBeenCalledTimes(1);
    expect(t.clear).toHaveBeenCalled();
    expect(t.error).not.toHaveBeenCalled();
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({
        content: '网络异常，提交结果未知，请先查看交易记录再重试',
        confirmText: '查看交易记录',
      }),
    );
  });

  it('known offline, an action sends nothing and says so at once; a read is still tried', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const t = spyToasts();
    let hits = 0;
    server.use(
      http.post(callUrl(moneyCalls.withdraw), () => {
        hits += 1;
        return HttpResponse.json({ code: 200, message: '', data: null });
      }),
      handle(calls.balance, { balance: '1.00' }),
    );
    const input = { amount: 100, bank: 1, password: '123456' };
    for (const intent of ['action', 'money'] as const) {
      await expect(request(moneyCalls.withdraw, input, { intent, loading: true })).rejects.toMatchObject({
        kind: 'offline',
      });
    }
    expect(hits).toBe(0);
    expect(t.loading).not.toHaveBeenCalled();
    expect(t.error).toHaveBeenCalledWith('网络异常，请检查网络后重试');
    await expect(request(calls.balance, {})).resolves.toBeDefined();
  });

  it('an HTTP error page without an envelope counts as no answer (silent)', async () => {
    const t = spyToasts();
    server.use(http.post(callUrl(calls.user), () => new HttpResponse('<html>502</html>', { status: 502 })));
    await expect(request(calls.user, {})).rejects.toMatchObject({ kind: 'network' });
    expect(t.error).not.toHaveBeenCalled();
  });

  it('is never retried automatically (POSTs move money)', async () => {
    let hits = 0;
    server.use(
      http.post(callUrl(moneyCalls.transfer), () => {
        hits += 1;
        return HttpResponse.error();
      }),
    );
    await expect(
      request(moneyCalls.transfer, { amount: 1, sourcetype: 'userbalance', targettype: 'ag' }),
    ).rejects.toThrow();
    expect(hits).toBe(1);
  });
});

describe('request: answers outside the contract', () => {
  it.each([
    ['data of the wrong shape', { code: 200, message: 'ok', data: { balance: 'lots' } }],
    ['no envelope', { balance: 12 }],
    ['a non-numeric code', { code: 'yes', message: 'ok' }],
  ])('%s → clear error toast and an invalid ApiError, not a crash', async (_, body) => {
    const t = spyToasts();
    server.use(handleRaw(calls.balance, body));
    await expect(request(calls.balance, {})).rejects.toMatchObject({ kind: 'invalid' });
    expect(t.error).toHaveBeenCalledWith('数据格式错误，请稍后再试');
  });

  it('a body that is not JSON → the same toast', async () => {
    const t = spyToasts();
    server.use(http.post(callUrl(calls.app), () => new HttpResponse('not json', { status: 200 })));
    await expect(request(calls.app, {})).rejects.toMatchObject({ kind: 'invalid' });
    expect(t.error).toHaveBeenCalledWith(messages.badData);
  });

  it('a body cut off while it is read (the connection lost) is no answer, not 数据格式错误', async () => {
    const t = spyToasts();
    const cutOff = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":200,"data":'));
          controller.error(new TypeError('network error'));
        },
      });
    server.use(http.post(callUrl(calls.app), () => new HttpResponse(cutOff(), { status: 200 })));
    await expect(request(calls.app, {})).rejects.toMatchObject({ kind: 'network' });
    expect(t.error).not.toHaveBeenCalledWith(messages.badData);
  });
});
