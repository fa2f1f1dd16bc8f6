import { calls } from '@contract/calls';
import { Code } from '@contract/envelope';
import { requestEnvelope } from '@/lib/http/client';
import { isApiError } from '@/lib/http/errors';
import { toast } from '@/lib/toast';
import { walletTexts } from '../model';

/** POST /api/delcard {id} → true when unbound (toasts 解绑成功); a refusal toasts the server message. */
export async function sendUnbind(id: number): Promise<boolean> {
  try {
    const answer = await requestEnvelope(calls.delcard, { id }, { loading: true });
    if (answer.code !== Code.ok) return false;
    toast.success(walletTexts.unbound);
    return true;
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'unauthorized')) toast.error(walletTexts.networkFailed);
    return false;
  }
}
