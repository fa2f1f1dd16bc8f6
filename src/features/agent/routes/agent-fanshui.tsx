import { useState } from 'react';
import type { AgentMember } from '@contract/agent-entities';
import { FANSHUI_MAX_PERCENT } from '@contract/agent-rules';
import { FormRow } from '@/components/form-row';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { useChangeFanshui } from '../api/agent-change-fanshui';
import { centreTexts, fanshuiProblem } from '../centre-model';
import { AgentForm, AgentPage } from '../components/agent-page';
import { MemberRows, TeamMemberGate } from '../components/team-member';

function ChangeFanshui({ member }: { member: AgentMember }) {
  const [rate, setRate] = useState('');
  const change = useChangeFanshui();
  const submit = useAction(async () => {
    const problem = fanshuiProblem(rate, member.own_fanshui);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (await change.send({ uid: member.id, fanshui: rate.trim() })) setRate('');
  });
  return (
    <AgentForm
      label={centreTexts.fanshui}
      action={submit}
      submitLabel={centreTexts.save}
      rules={
        <>
          <li>返水比例为投注额的百分比，0 到 {FANSHUI_MAX_PERCENT}，最多两位小数</li>
          <li>下级返水比例不能高于您自己的返水比例；各场馆按其默认比例与此比例中较低者计算</li>
        </>
      }
    >
      <MemberRows member={member} label={centreTexts.username} />
      <FormRow
        label={centreTexts.currentFanshui}
        value={
          member.fanshui === null || member.fanshui === undefined
            ? centreTexts.venueRates
            : `${member.fanshui}%`
        }
        readOnly
      />
      <FormRow label={centreTexts.ownCeiling} value={`${member.own_fanshui}%`} readOnly />
      <FormRow
        label={centreTexts.fanshuiRate}
        value={rate}
        onChange={setRate}
        placeholder={`0 - ${member.own_fanshui}`}
        inputMode="decimal"
        maxLength={5}
        trailing="%"
      />
    </AgentForm>
  );
}

/** /agentFanshui?uid= (调整返水): set a downline's rebate rate, seeing their current one and the agent's ceiling. */
export default function AgentFanshuiRoute() {
  return (
    <AgentPage title={centreTexts.fanshui}>
      <TeamMemberGate>{(member) => <ChangeFanshui member={member} />}</TeamMemberGate>
    </AgentPage>
  );
}
