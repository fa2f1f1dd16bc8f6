import { agentCalls } from './agent-calls';
import { calls } from './calls';

/**
 * Every call the reference server serves: the member app's calls and the agent centre's. The
 * agent calls live in their own module so the app's entry (which imports calls.ts) does not carry
 * them; only the agent screens' chunks do.
 */
export const allCalls = { ...calls, ...agentCalls } as const;
export type AllCalls = typeof allCalls;
export type AllCallName = keyof AllCalls;
