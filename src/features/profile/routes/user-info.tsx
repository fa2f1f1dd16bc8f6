import { DatePicker } from '@/components/overlays';
import { useState } from 'react';
import { FormRow, useFormRows } from '@/components/form-row';
import { QueryState } from '@/components/query-state';
import { PageNav } from '@/components/page-nav';
import { BIRTHDAY_MIN } from '@/config/constants';
import { paths } from '@/config/paths';
import { useUserInfo } from '@/core/session/user';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { useUpdateUserInfo } from '../api/update-user-info';
import {
  birthdayLabel,
  formatDate,
  latestBirthday,
  parseDate,
  profileProblem,
  readProfile,
  profileTexts,
  type ProfileInput,
} from '../model';
import styles from './form.module.css';
import { ActionForm } from '@/components/action-form';

const MIN_DATE = parseDate(BIRTHDAY_MIN) ?? new Date(1980, 0, 1);

function ProfileForm({
  initial,
  username,
  realname,
}: {
  initial: ProfileInput;
  username: string;
  realname: string;
}) {
  const { form, setForm, row } = useFormRows<ProfileInput>(initial);
  const [picking, setPicking] = useState(false);
  const update = useUpdateUserInfo();

  const save = useAction(async () => {
    const input = readProfile(form);
    const problem = profileProblem(input);
    if (problem) {
      toast.error(problem);
      return;
    }
    await update.send(input);
  });

  return (
    <ActionForm action={save} submitLabel={profileTexts.save} actionsClassName={styles.actions}>
      <div className={styles.card}>
        <FormRow label={profileTexts.username} value={username} readOnly />
        <FormRow label={profileTexts.realname} value={realname} readOnly />
      </div>
      <div className={styles.card}>
        <FormRow
          label={profileTexts.birthday}
          value={form.birthday}
          placeholder={profileTexts.birthdayPlaceholder}
          onPick={() => setPicking(true)}
        />
        <FormRow
          label={profileTexts.email}
          {...row('email')}
          placeholder={profileTexts.emailPlaceholder}
          inputMode="email"
          autoComplete="email"
          maxLength={100}
        />
        <FormRow
          label={profileTexts.mobile}
          {...row('mobile')}
          placeholder={profileTexts.mobilePlaceholder}
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
        />
      </div>
      <DatePicker
        title={profileTexts.birthdayPlaceholder}
        visible={picking}
        onClose={() => setPicking(false)}
        min={MIN_DATE}
        max={latestBirthday(new Date())}
        precision="day"
        renderLabel={birthdayLabel}
        value={parseDate(form.birthday) ?? new Date(1990, 0, 1)}
        onConfirm={(date) => setForm((f) => ({ ...f, birthday: formatDate(date) }))}
      />
    </ActionForm>
  );
}

/** /userInfo — edit birthday (picker from 1980-01-01), email and mobile; username and real name read-only. */
export default function UserInfoRoute() {
  const user = useUserInfo();
  return (
    <div className={styles.page}>
      <PageNav title={profileTexts.userInfoTitle} fallback={paths.mine} />
      <QueryState query={user} keepData>
        {(info) => (
          <ProfileForm
            key={info.username}
            username={info.username}
            realname={info.realname ?? ''}
            initial={{ birthday: info.birthday ?? '', email: info.email ?? '', mobile: info.mobile ?? '' }}
          />
        )}
      </QueryState>
    </div>
  );
}
