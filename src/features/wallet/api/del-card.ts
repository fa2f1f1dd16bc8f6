import { walletCalls } from '@contract/wallet-calls';
import { useAction } from '@/core/actions/use-action';
import { bindingsKey } from '@/core/wallets/bindings';
import { sendAction } from '@/lib/http/send-action';
import { walletTexts } from '../model';

/** POST /api/delcard {id} → true when unbound (toasts 解绑成功); a refusal toasts the server message. */
export function sendUnbind(id: number): Promise<boolean> {
  return sendAction(walletCalls.delcard, { id }, 'action', { success: walletTexts.unbound });
}

const BINDINGS = [bindingsKey] as const;

/** Unbound: the saved cards and addresses are read again. */
export function useUnbind() {
  return useAction(sendUnbind, { invalidates: BINDINGS });
}
