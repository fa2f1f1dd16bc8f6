import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { FormRow, useFormRows } from '@/components/form-row';
import { PASSWORD_MAX, REALNAME_MAX, USERNAME_MAX } from '@contract/account-limits';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { useAddMember } from '../api/agent-add-member';
import { addMemberProblem, centreTexts, type AddMemberForm } from '../centre-model';
import { AgentForm, AgentPage } from '../components/agent-page';
import styles from '../components/agent.module.css';

const EMPTY: AddMemberForm = { username: '', password: '', realname: '' };

function AddMember() {
  const { form, setForm, row } = useFormRows<AddMemberForm>(EMPTY);
  // The username just opened, to pass on to the new member; the password is never kept or shown.
  const [created, setCreated] = useState<string | null>(null);
  const add = useAddMember();
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
      <AgentForm
        label={centreTexts.addMember}
        action={submit}
        submitLabel={centreTexts.submitAdd}
        rules={
          <>
            <li>用户名：6位以上字母和数字组合，注册后不可修改</li>
            <li>登录密码：8位以上字母和数字组合</li>
            <li>新会员为您的直属下级，请提醒其登录后设置支付密码</li>
          </>
        }
      >
        <FormRow
          label={centreTexts.username}
          {...row('username')}
          placeholder={centreTexts.usernamePlaceholder}
          maxLength={USERNAME_MAX}
        />
        <FormRow
          label={centreTexts.password}
          type="password"
          {...row('password')}
          placeholder={centreTexts.passwordPlaceholder}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
        />
        <FormRow
          label={centreTexts.realname}
          {...row('realname')}
          placeholder={centreTexts.realnamePlaceholder}
          maxLength={REALNAME_MAX}
        />
      </AgentForm>
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
