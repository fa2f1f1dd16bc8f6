import { inboxCalls } from '@contract/inbox-calls';
import { useAction } from '@/core/actions/use-action';
import { sendAction } from '@/lib/http/send-action';
import { suggestionListKey } from './suggestion-list';

export interface SuggestionInput {
  type: number;
  content: string;
  img?: string | undefined;
}

/** POST /api/suggestion {type, content, img?} → the server's message as a toast; false when refused. */
export async function sendSuggestion(input: SuggestionInput): Promise<boolean> {
  return sendAction(inboxCalls.suggestion, input, 'action');
}

const SENT = [suggestionListKey] as const;

/** Sending adds a row to the member's list of feedback. */
export function useSendSuggestion() {
  return useAction(sendSuggestion, { invalidates: SENT });
}
