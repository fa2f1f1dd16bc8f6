import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { answerAction } from '@/testing/answer-action';
import { fixtures } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import UserInfoRoute from './user-info';
import { signIn } from '@/testing/session';

describe('/userInfo', { timeout: 20_000 }, () => {
  it('a member who only adds an email saves it: empty optional fields are not invalid ones', async () => {
    const member = { ...fixtures.user, email: '', mobile: '', birthday: '' };
    signIn(member, { balance: '1.00' });
    const bodies = answerAction(fixtures.calls.updateuserinfo, '保存成功');
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/userInfo', [{ path: '/userInfo', Component: UserInfoRoute }]);
    await user.type(await view.findByLabelText('电子邮箱'), 'me@example.com');
    await user.click(view.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toEqual([{ email: 'me@example.com', mobile: '', birthday: '' }]));
    expect(error).not.toHaveBeenCalled();

    await user.type(view.getByLabelText('手机号码'), '12345');
    await user.click(view.getByRole('button', { name: '保存' }));
    expect(error).toHaveBeenLastCalledWith('请输入正确手机号'); // what is filled still follows docs/product.md#validation-rules
    expect(bodies).toHaveLength(1);
  });

  it('the birthday picker offers no year under 18 years ago and none before 1980', async () => {
    const member = { ...fixtures.user, birthday: '' };
    signIn(member, { balance: '1.00' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/userInfo', [{ path: '/userInfo', Component: UserInfoRoute }]);
    await user.click(await view.findByLabelText('出生日期'));
    const years = await waitFor(() => {
      const found = [...document.querySelectorAll('.adm-picker-view-column')][0]?.querySelectorAll(
        '.adm-picker-view-column-item',
      );
      expect(found?.length).toBeGreaterThan(0);
      return [...found!].map((item) => item.textContent);
    });
    expect(years[0]).toBe('1980年');
    expect(years.at(-1)).toBe(`${new Date().getFullYear() - 18}年`);
  });
});
