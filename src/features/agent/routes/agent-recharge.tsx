import { useState } from 'react';
import { FormRow } from '@/components/form-row';
import { Money } from '@/components/money';
import { useBalance } from '@/core/session/balance';
import { dialog } from '@/lib/dialog';
import { formatYuan } from '@contract/money';
import { nextAmountInput } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { AGENT_RECHARGE_MAX_YUAN, AGENT_RECHARGE_MIN_YUAN } from '@contract/agent-rules';
import { useAgentRecharge } from '../api/agent-recharge';
import { centreTexts, rechargeConfirmText, rechargeProblem } from '../centre-model';
import { AgentForm, AgentPage } from '../components/agent-page';
import { MemberRows, TeamMemberGate } from '../components/team-member';
import type { AgentMember } from '@contract/agent-entities';

function Recharge({ member }: { member: AgentMember }) {
  const [amount, setAmount] = useState('');
  const balance = useBalance();
  const recharge = useAgentRecharge();
  const submit = useAction(async () => {
    const problem = rechargeProblem(amount);
    if (problem) {
      toast.error(problem);
      return;
    }
    const yuan = amount.trim();
    if (
      !(await dialog.confirm({
        title: centreTexts.confirmRecharge,
        content: rechargeConfirmText(member, yuan),
      }))
    )
      return;
    if (await recharge.send({ user_id: member.id, amount: yuan })) setAmount('');
  });
  return (
    <AgentForm
      label={centreTexts.recharge}
      action={submit}
      submitLabel={centreTexts.confirmRecharge}
      rules={
        <>
          <li>
            单笔 <Money value={AGENT_RECHARGE_MIN_YUAN} /> - <Money value={AGENT_RECHARGE_MAX_YUAN} />{' '}
            元，最多两位小数
          </li>
          <li>代充金额从您的钱包扣除，实时到账下级钱包，双方交易记录可查</li>
        </>
      }
    >
      <MemberRows member={member} label={centreTexts.member} />
      <FormRow
        label={centreTexts.balance}
        value={balance.balance === null ? '…' : formatYuan(balance.balance)}
        readOnly
        trailing="元"
      />
      <FormRow
        label={centreTexts.amount}
        value={amount}
        onChange={(v) => setAmount((previous) => nextAmountInput(previous, v))}
        placeholder={centreTexts.amountPlaceholder}
        inputMode="decimal"
        maxLength={12}
        trailing="元"
      />
    </AgentForm>
  );
}

/** /agentRecharge?uid= (代充): move money from the agent's wallet to a team member. */
export default function AgentRechargeRoute() {
  return (
    <AgentPage title={centreTexts.recharge}>
      <TeamMemberGate>{(member) => <Recharge member={member} />}</TeamMemberGate>
    </AgentPage>
  );
}
