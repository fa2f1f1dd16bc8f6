import type { UserInfo } from '@contract/entities';
import { fixtures } from '@/testing/fixtures';
import AgentCentreRoute from '../routes/agent';
import AgentAddMemberRoute from '../routes/agent-add-member';
import AgentCommissionRoute from '../routes/agent-commission';
import AgentFanshuiRoute from '../routes/agent-fanshui';
import AgentMembersRoute from '../routes/agent-members';
import AgentRechargeRoute from '../routes/agent-recharge';
import AgentRecordsRoute from '../routes/agent-records';

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
