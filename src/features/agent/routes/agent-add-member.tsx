import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { FormRow } from '@/components/form-row';
import { PASSWORD_MAX, REALNAME_MAX, USERNAME_MAX } from '@contract/account-limits';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { useAddMember } from '../api/agent-add-member';
import { addMemberProblem, centreTexts, type AddMemberForm } from '../centre-model';
import { AgentPage } from '../components/agent-page';
import styles from '../components/agent.module.css';
import { ActionForm } from '@/components/action-form';

const EMPTY: AddMemberForm = { username: '', password: '', realname: '' };

function AddMember() {
  const [form, setForm] = useState<AddMemberForm>(EMPTY);
  // The username just opened, to pass on to the new member; the password is never kept or shown.
  const [created, setCreated] = useState<string | null>(null);
  const add = useAddMember();
  const set = (key: keyof AddMemberForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = useAction(async () => {
    const problem = addMemberProblem(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    const username = form.username.trim();
    const input = { username, password: form.password, realname: form.realname.trim() };
    if (await add.send(input)) {
      setForm(EMPTY);
      setCreated(username);
    }
  });
  return (
    <>
      {created && (
        <section className={styles.card} role="status" aria-label={centreTexts.created}>
          <div className={styles.link}>
            <p className={styles.createdName}>
              {centreTexts.created}：<strong>{created}</strong>
            </p>
            <CopyButton text={created} />
          </div>
          <p className={styles.linkText}>{centreTexts.createdNote}</p>
        </section>
      )}
      <ActionForm
        aria-label={centreTexts.addMember}
        action={submit}
        submitLabel={centreTexts.submitAdd}
        actionsClassName={styles.actions}
      >
        <div className={styles.card}>
          <FormRow
            label={centreTexts.username}
            value={form.username}
            onChange={set('username')}
            placeholder={centreTexts.usernamePlaceholder}
            maxLength={USERNAME_MAX}
          />
          <FormRow
            label={centreTexts.password}
            type="password"
            value={form.password}
            onChange={set('password')}
            placeholder={centreTexts.passwordPlaceholder}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
          />
          <FormRow
            label={centreTexts.realname}
            value={form.realname}
            onChange={set('realname')}
            placeholder={centreTexts.realnamePlaceholder}
            maxLength={REALNAME_MAX}
          />
        </div>
        <ul className={styles.rules}>
          <li>用户名：6位以上字母和数字组合，注册后不可修改</li>
          <li>登录密码：8位以上字母和数字组合</li>
          <li>新会员为您的直属下级，请提醒其登录后设置支付密码</li>
        </ul>
      </ActionForm>
    </>
  );
}

/** /agentAddMember (开设下级): registers a direct member with the registration rules. */
export default function AgentAddMemberRoute() {
  return (
    <AgentPage title={centreTexts.addMember}>
      <AddMember />
    </AgentPage>
  );
}
