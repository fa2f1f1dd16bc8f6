import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { Code } from '../../../contract/envelope';
import { agentApplicationMessages } from '../../../contract/member-rules';
import { readMobile } from '../../../contract/rule';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import {
  createAgentApplication,
  hasPendingAgentApplication,
  latestAgentApplication,
} from '../repositories/agents';
import { checkAgentApplication } from '../validation';

export const AGENT_MESSAGES = agentApplicationMessages;

export function registerAgentRoutes(api: Hono, deps: RouteDeps) {
  const { db } = deps;
  defineRoute(api, deps, calls.applyagentdo, ({ input, user }) => {
    const application = { mobile: readMobile(input.mobile), apply_info: input.apply_info.trim() };
    const problem = checkAgentApplication(application);
    if (problem) fail(problem);
    if (user.isagent !== 0) fail(AGENT_MESSAGES.already, Code.alreadyProcessed);
    if (hasPendingAgentApplication(db, user.id)) fail(AGENT_MESSAGES.pending, Code.alreadyProcessed);
    createAgentApplication(db, user.id, application.mobile, application.apply_info);
    return { message: AGENT_MESSAGES.submitted };
  });

  // What /applyagent shows on a visit: the form, or the pending application it already holds.
  defineRoute(api, deps, calls.agentApplication, ({ user }) => {
    const latest = latestAgentApplication(db, user.id);
    return { data: { state: latest?.state ?? 0, created_at: latest?.created_at ?? null } };
  });
}
