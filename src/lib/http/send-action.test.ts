import { describe, expect, it, vi } from 'vitest';
import { moneyCalls } from '@contract/money-calls';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { toast } from '@/lib/toast';
import { setUnknownOutcomeHandler } from './outcome';
import { sendAction, sendActionEnvelope } from './send-action';

describe('sendAction: a tap whose answer is a message', () => {
  it('200: the loading indicator while it runs, the message as a success toast, true', async () => {
    const loading = vi.spyOn(toast, 'loading');
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    server.use(handle(moneyCalls.transall, null, { message: '回收成功' }));
    await expect(sendAction(moneyCalls.transall, {}, 'money')).resolves.toBe(true);
    expect(loading).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('回收成功');
    expect(error).not.toHaveBeenCalled();
  });

  it('a refusal: the message as an error toast (once), no success toast, false', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    server.use(handle(moneyCalls.transall, null, { code: 422, message: '余额不足' }));
    await expect(sendAction(moneyCalls.transall, {}, 'money')).resolves.toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('余额不足');
    expect(success).not.toHaveBeenCalled();
  });

  it('a money tap with no answer resolves false (nothing for the screen to catch) and reports its outcome as unknown', async () => {
    const unknown = vi.fn();
    const error = vi.spyOn(toast, 'error');
    setUnknownOutcomeHandler(unknown);
    server.use(handleNetworkError(moneyCalls.transall));
    try {
      await expect(sendAction(moneyCalls.transall, {}, 'money')).resolves.toBe(false);
      // Not "failed": the money may have moved, and only the unknown outcome is said.
      expect(error).not.toHaveBeenCalled();
    } finally {
      setUnknownOutcomeHandler(null);
    }
    expect(unknown).toHaveBeenCalledTimes(1);
  });

  it("the feature's own words: a success text, none, a bad answer's, and the envelope when the answer matters", async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    server.use(handle(moneyCalls.transall, null, { message: '回收成功' }));
    await expect(sendAction(moneyCalls.transall, {}, 'action', { success: '已回收' })).resolves.toBe(true);
    expect(success).toHaveBeenLastCalledWith('已回收');
    success.mockClear();
    await expect(
      sendActionEnvelope(moneyCalls.transall, {}, 'action', { success: false }),
    ).resolves.toMatchObject({
      code: 200,
      message: '回收成功',
    });
    expect(success).not.toHaveBeenCalled();
    server.use(handleNetworkError(moneyCalls.transall));
    await expect(sendActionEnvelope(moneyCalls.transall, {}, 'action')).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(1); // 网络异常, said by the client
  });
});
