import { walletCalls } from '@contract/wallet-calls';
import { useAction } from '@/core/actions/use-action';
import { bindingsKey } from '@/core/wallets/bindings';
import { Code } from '@contract/envelope';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';
import { walletTexts } from '../model';

/** POST /api/delcard {id} → true when unbound (toasts 解绑成功); a refusal toasts the server message. */
export async function sendUnbind(id: number): Promise<boolean> {
  try {
    const answer = await requestEnvelope(walletCalls.delcard, { id }, { loading: true, intent: 'action' });
    if (answer.code !== Code.ok) return false;
    toast.success(walletTexts.unbound);
    return true;
  } catch {
    return false; // the client said why (offline, no answer, a broken answer) or the session ended
  }
}

const BINDINGS = [bindingsKey] as const;

/** Unbound: the saved cards and addresses are read again. */
export function useUnbind() {
  return useAction(sendUnbind, { invalidates: BINDINGS });
}
