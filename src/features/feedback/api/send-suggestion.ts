import { Code } from '@contract/envelope';
import { inboxCalls } from '@contract/inbox-calls';
import { useAction } from '@/core/actions/use-action';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';

export interface SuggestionInput {
  type: number;
  content: string;
  img?: string | undefined;
}

/** POST /api/suggestion {type, content, img?} → the server's message as a toast; false when refused. */
export async function sendSuggestion(input: SuggestionInput): Promise<boolean> {
  const answer = await requestEnvelope(inboxCalls.suggestion, input, { loading: true, intent: 'action' });
  if (answer.code !== Code.ok) return false;
  toast.success(answer.message);
  return true;
}

/** Sending adds a row to the member's list of feedback. */
export function useSendSuggestion() {
  return useAction(sendSuggestion, { invalidates: ['suggestionlist'] });
}
