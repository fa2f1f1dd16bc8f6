import type { Hono } from 'hono';
import type { RouteDeps } from '../http/define-route';
import { registerAgentRoutes } from './agent';
import { registerAgentCentreRoutes } from './agent-centre';
import { registerAuthRoutes } from './auth';
import { registerCardRoutes } from './cards';
import { registerDepositRoutes } from './deposit';
import { registerGameRoutes } from './games';
import { registerHongbaoRoutes } from './hongbao';
import { registerInboxRoutes } from './inbox';
import { registerMemberRoutes } from './member';
import { registerMessageRoutes } from './messages';
import { registerPromotionRoutes } from './promotions';
import { registerRebateRoutes } from './rebate';
import { registerRecordRoutes } from './records';
import { registerSiteRoutes } from './site';
import { registerTransferRoutes } from './transfer';
import { registerWithdrawalRoutes } from './withdrawal';

/** Every call of contract/all-calls.ts is registered by exactly one domain module. */
export function registerApiRoutes(api: Hono, deps: RouteDeps) {
  for (const register of [
    registerSiteRoutes,
    registerAuthRoutes,
    registerMemberRoutes,
    registerMessageRoutes,
    registerPromotionRoutes,
    registerGameRoutes,
    registerAgentRoutes,
    registerAgentCentreRoutes,
    registerHongbaoRoutes,
    registerCardRoutes,
    registerDepositRoutes,
    registerWithdrawalRoutes,
    registerTransferRoutes,
    registerRecordRoutes,
    registerRebateRoutes,
    registerInboxRoutes,
  ]) {
    register(api, deps);
  }
}
