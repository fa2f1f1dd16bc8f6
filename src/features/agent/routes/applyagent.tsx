import Button from '@/components/button';
import { ErrorBlock } from '@/components/error-block';
import TextArea from '@/components/text-area';
import { useId, useState } from 'react';
import { agentApplicationMessages } from '@contract/member-rules';
import { useNavigate } from 'react-router';
import { FormRow } from '@/components/form-row';
import { QueryState } from '@/components/query-state';
import { PageNav } from '@/components/page-nav';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { useUserInfo } from '@/core/session/user';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { useApplyAgent } from '../api/apply-agent';
import { useAgentApplication } from '../api/get-agent-application';
import {
  agentProblem,
  agentTexts,
  APPLICATION_PENDING,
  canApplyForAgent,
  consultPath,
  type AgentApplicationInput,
} from '../model';
import styles from './applyagent.module.css';
import { ActionForm } from '@/components/action-form';

const EMPTY: AgentApplicationInput = { mobile: '', apply_info: '' };

/** /applyagent (申请代理) — contact number and reason, 加入我们, and a consult button to service. */
export default function ApplyAgentRoute() {
  const navigate = useNavigate();
  // Fresh on every visit: an approval made meanwhile shows here without a reload.
  const user = useUserInfo({ fresh: true });
  const [form, setForm] = useState<AgentApplicationInput>(EMPTY);
  const reasonId = useId();
  const apply = useApplyAgent();
  const applying = canApplyForAgent(user.data?.isagent);
  const application = useAgentApplication(applying);

  const submit = useAction(async () => {
    const input = { mobile: form.mobile.trim(), apply_info: form.apply_info.trim() };
    const problem = agentProblem(input);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (await apply.send(input)) setForm(EMPTY);
  });

  const consult = (
    <Button block size="large" color="primary" fill="outline" onClick={() => void navigate(consultPath)}>
      {agentTexts.consult}
    </Button>
  );

  const joinForm = (info: { username: string; realname?: string | null }) => (
    <ActionForm
      action={submit}
      submitLabel={agentTexts.join}
      actionsClassName={styles.actions}
      besideSubmit={consult}
    >
      <p className={styles.intro}>{agentTexts.intro}</p>
      <div className={styles.card}>
        <div className={styles.rows}>
          <FormRow label={agentTexts.username} value={info.username} readOnly />
          <FormRow label={agentTexts.realname} value={info.realname ?? ''} readOnly />
          <FormRow
            label={agentTexts.mobile}
            value={form.mobile}
            onChange={(mobile) => setForm((f) => ({ ...f, mobile }))}
            placeholder={agentTexts.mobilePlaceholder}
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
          />
        </div>
        <div className={styles.reason}>
          <label htmlFor={reasonId} className={styles.reasonLabel}>
            {agentTexts.reason}
          </label>
          <TextArea
            id={reasonId}
            value={form.apply_info}
            onChange={(apply_info) => setForm((f) => ({ ...f, apply_info }))}
            placeholder={agentTexts.reasonPlaceholder}
            rows={4}
            maxLength={500}
            showCount
          />
        </div>
      </div>
    </ActionForm>
  );

  return (
    <div className={styles.page}>
      <PageNav title={agentTexts.title} fallback={paths.mine} />
      <QueryState query={user} keepData>
        {(info) =>
          !canApplyForAgent(info.isagent) ? (
            <div className={styles.card}>
              <div className={styles.state}>
                <ErrorBlock status="default" title={agentTexts.alreadyAgent} description={null} />
              </div>
              <div className={styles.actions}>{consult}</div>
            </div>
          ) : (
            // No answer about an earlier application (a failed read) leaves the form open.
            <QueryState
              query={application}
              loading={
                <p className={styles.loading} role="status">
                  {messages.loading}
                </p>
              }
              failure={() => joinForm(info)}
            >
              {(answer) =>
                answer?.state === APPLICATION_PENDING ? (
                  <div className={styles.card} role="status" aria-label={agentTexts.pendingTitle}>
                    <div className={answer.created_at ? `${styles.state} ${styles.described}` : styles.state}>
                      <ErrorBlock
                        status="busy"
                        title={agentApplicationMessages.pending}
                        description={answer.created_at ? `${agentTexts.appliedAt}${answer.created_at}` : null}
                      />
                    </div>
                    <div className={styles.actions}>{consult}</div>
                  </div>
                ) : (
                  joinForm(info)
                )
              }
            </QueryState>
          )
        }
      </QueryState>
    </div>
  );
}
