import { firstFailure } from '@contract/rule';
import { agentRules, isAgentMobile, type AgentApplicationInput } from '@contract/member-rules';
import { paths } from '@/config/paths';

export { agentRules, isAgentMobile };
export type { AgentApplicationInput };

export const agentTexts = {
  title: '申请代理',
  username: '用户名',
  realname: '真实姓名',
  mobile: '联系电话',
  mobilePlaceholder: '请输入手机号码',
  reason: '申请理由',
  reasonPlaceholder: '请简单介绍您的推广资源与计划',
  join: '加入我们',
  consult: '咨询客服',
  alreadyAgent: '您已是代理，无需再次申请',
  pendingTitle: '代理申请审核中',
  appliedAt: '提交时间：',
  intro: '零成本加盟，佣金每周结算。提交后专员将尽快与您联系。',
} as const;

/** The first broken agent-application rule's message (docs/product.md#validation-rules: mobile, then reason), or null. */
export function agentProblem(input: AgentApplicationInput): string | null {
  return firstFailure(agentRules, input);
}

/** docs/product.md#who-may-do-what: the application entry and screen are for members whose isagent is 0. */
export function canApplyForAgent(isagent: number | null | undefined): boolean {
  return isagent === 0;
}

/** States of the member's latest application (h5/agent-application). */
export const APPLICATION_PENDING = 1;

/** Consult goes to online customer service. */
export const consultPath = paths.kefu;
