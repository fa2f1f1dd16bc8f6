import type { CallAnswer, CallDef } from '@contract/define';
import { handle, keepBodies } from './handlers';
import { server } from './msw';

/**
 * An action's call, answered with success and `message` (an action answers no data): returns the
 * list every body sent to it is kept in, for the test to check what was sent, and how often.
 */
export function answerAction<C extends CallDef>(
  call: C & (null extends CallAnswer<C> ? unknown : never),
  message: string,
): unknown[] {
  const bodies: unknown[] = [];
  server.use(handle(call, null as CallAnswer<C>, { message, ...keepBodies(bodies) }));
  return bodies;
}
