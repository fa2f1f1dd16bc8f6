import type { UserInfo } from '@contract/entities';
import type { ComponentType } from 'react';
import { fixtures } from '@/testing/fixtures';
import AgentGate from '../routes/agent-gate';
import AgentCentreRoute from '../routes/agent';
import AgentAddMemberRoute from '../routes/agent-add-member';
import AgentCommissionRoute from '../routes/agent-commission';
import AgentFanshuiRoute from '../routes/agent-fanshui';
import AgentMembersRoute from '../routes/agent-members';
import AgentRechargeRoute from '../routes/agent-recharge';
import AgentRecordsRoute from '../routes/agent-records';

/** A screen behind the agent gate, as the route table puts it (src/app/router.tsx `agentScreen`). */
const gated = (Screen: ComponentType) => (
  <AgentGate>
    <Screen />
  </AgentGate>
);

/**
 * The agent centre's screens as the screen tests mount them, with the two places a guard sends a
 * visitor (/applyagent, /login) standing in as plain text.
 */
const guarded = { requireLogin: true };
export const agentScreens = [
  { path: '/agent', element: gated(AgentCentreRoute), handle: guarded },
  { path: '/agentCommission', element: gated(AgentCommissionRoute), handle: guarded },
  { path: '/agentMembers', element: gated(AgentMembersRoute), handle: guarded },
  { path: '/agentRecords', element: gated(AgentRecordsRoute), handle: guarded },
  { path: '/agentAddMember', element: gated(AgentAddMemberRoute), handle: guarded },
  { path: '/agentRecharge', element: gated(AgentRechargeRoute), handle: guarded },
  { path: '/agentFanshui', element: gated(AgentFanshuiRoute), handle: guarded },
  { path: '/applyagent', element: <p>申请代理页</p> },
  { path: '/login', element: <p>登录页</p> },
];

/** A signed-in member the server has approved as an agent. */
export const agentMember: UserInfo = { ...fixtures.user, isagent: 1 };
