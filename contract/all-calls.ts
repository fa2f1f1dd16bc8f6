import { agentCalls } from './agent-calls';
import { calls } from './calls';
import { inboxCalls } from './inbox-calls';

/**
 * Every call the reference server serves: the member app's calls, the agent centre's and the
 * inbox's. The agent and inbox calls live in their own modules so the app's entry (which imports
 * calls.ts) does not carry them; only the chunks of the screens that use them do.
 */
export const allCalls = { ...calls, ...agentCalls, ...inboxCalls } as const;
export type AllCalls = typeof allCalls;
export type AllCallName = keyof AllCalls;
