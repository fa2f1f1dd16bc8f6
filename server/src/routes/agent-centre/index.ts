import type { Hono } from 'hono';
import type { RouteDeps } from '../../http/define-route';
import { registerAgentActionRoutes } from './actions';
import { registerAgentLogRoutes } from './logs';
import { registerAgentReportRoutes } from './reports';

/** The agent self-service back office (`/api/agent/*`): figures, lists and actions on the agent's own team only. */
export function registerAgentCentreRoutes(api: Hono, deps: RouteDeps) {
  registerAgentReportRoutes(api, deps);
  registerAgentLogRoutes(api, deps);
  registerAgentActionRoutes(api, deps);
}
