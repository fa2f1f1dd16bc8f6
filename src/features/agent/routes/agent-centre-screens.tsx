import type { UserInfo } from '@contract/entities';
import { fixtures } from '@/testing/fixtures';
import AgentCentreRoute from './agent';
import AgentAddMemberRoute from './agent-add-member';
import AgentCommissionRoute from './agent-commission';
import AgentFanshuiRoute from './agent-fanshui';
import AgentMembersRoute from './agent-members';
import AgentRechargeRoute from './agent-recharge';
import AgentRecordsRoute from './agent-records';

/**
 * The agent centre's screens as the screen tests mount them, with the two places a guard sends a
 * visitor (/applyagent, /login) standing in as plain text.
 */
const guarded = { requireLogin: true };
export const agentScreens = [
  { path: '/agent', Component: AgentCentreRoute, handle: guarded },
  { path: '/agentCommission', Component: AgentCommissionRoute, handle: guarded },
  { path: '/agentMembers', Component: AgentMembersRoute, handle: guarded },
  { path: '/agentRecords', Component: AgentRecordsRoute, handle: guarded },
  { path: '/agentAddMember', Component: AgentAddMemberRoute, handle: guarded },
  { path: '/agentRecharge', Component: AgentRechargeRoute, handle: guarded },
  { path: '/agentFanshui', Component: AgentFanshuiRoute, handle: guarded },
  { path: '/applyagent', element: <p>申请代理页</p> },
  { path: '/login', element: <p>登录页</p> },
];

/** A signed-in member the server has approved as an agent. */
export const agentMember: UserInfo = { ...fixtures.user, isagent: 1 };
