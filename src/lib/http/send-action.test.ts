import { describe, expect, it, vi } from 'vitest';
import { moneyCalls } from '@contract/money-calls';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { toast } from '@/lib/toast';
import { setUnknownOutcomeHandler } from './outcome';
import { sendAction } from './send-action';

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

  it('a money tap with no answer rejects and reports its outcome as unknown', async () => {
    const unknown = vi.fn();
    setUnknownOutcomeHandler(unknown);
    server.use(handleNetworkError(moneyCalls.transall));
    try {
      await expect(sendAction(moneyCalls.transall, {}, 'money')).rejects.toMatchObject({ kind: 'network' });
    } finally {
      setUnknownOutcomeHandler(null);
    }
    expect(unknown).toHaveBeenCalledTimes(1);
  });
});
