import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { FormRow } from '@/components/form-row';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { FANSHUI_MAX_PERCENT } from '@contract/agent-rules';
import { useChangeFanshui } from '../api/agent-change-fanshui';
import { centreTexts, fanshuiProblem } from '../centre-model';
import { AgentPage } from '../components/agent-page';
import styles from '../components/agent.module.css';
import { useMemberParam } from '../components/use-member-param';
import { PickMember } from '../components/pick-member';

function ChangeFanshui({ member }: { member: { id: number; username: string } }) {
  const [rate, setRate] = useState('');
  const change = useChangeFanshui();
  const submit = useAction(async () => {
    const problem = fanshuiProblem(rate);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (await change.send({ uid: member.id, fanshui: rate.trim() }).catch(() => false)) setRate('');
  });
  return (
    <form
      aria-label={centreTexts.fanshui}
      onSubmit={(e) => {
        e.preventDefault();
        void submit.run();
      }}
    >
      <div className={styles.card}>
        <FormRow label={centreTexts.username} value={member.username} readOnly />
        <FormRow
          label={centreTexts.fanshuiRate}
          value={rate}
          onChange={setRate}
          placeholder={centreTexts.fanshuiPlaceholder}
          inputMode="decimal"
          maxLength={5}
          trailing="%"
        />
      </div>
      <ul className={styles.rules}>
        <li>返水比例为投注额的百分比，0 到 {FANSHUI_MAX_PERCENT}，最多两位小数</li>
        <li>下级返水比例不能高于您自己的返水比例；各场馆按其默认比例与此比例中较低者计算</li>
      </ul>
      <div className={styles.actions}>
        <Button block type="submit" color="primary" size="large" loading={submit.pending}>
          {centreTexts.save}
        </Button>
      </div>
    </form>
  );
}

/** /agentFanshui?uid=&name= (调整返水): set a downline's rebate rate. */
export default function AgentFanshuiRoute() {
  const member = useMemberParam();
  return (
    <AgentPage title={centreTexts.fanshui}>
      {member ? <ChangeFanshui member={member} /> : <PickMember />}
    </AgentPage>
  );
}
