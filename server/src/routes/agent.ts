import type { Hono } from 'hono';
import { calls } from '../../../contract/calls';
import { Code } from '../../../contract/envelope';
import { readMobile } from '../../../contract/rule';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { createAgentApplication, hasPendingAgentApplication } from '../repositories/agents';
import { checkAgentApplication } from '../validation';

export const AGENT_MESSAGES = {
  submitted: '申请已提交，请等待审核',
  pending: '您的代理申请正在审核中，请耐心等待',
  already: '您已经是代理，无需重复申请',
} as const;

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
}
