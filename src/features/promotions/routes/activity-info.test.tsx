import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActivityApply } from '@contract/promotion-calls';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import ActivityInfoRoute from './activity-info';
import { signIn } from '@/testing/session';
import { onePage } from '@/testing/one-page';

const promotion = {
  id: 3,
  banner: null,
  title: '新会员首存送100%',
  content: '<p>首存即送</p>',
  memo: null,
  type: 1,
};

function applicationLog(rows: ActivityApply[]) {
  return onePage(rows, 100);
}

describe('/activityInfo', () => {
  it('报名参与 becomes 已报名 once the sign-up succeeds', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    let log: ActivityApply[] = [];
    server.use(
      handle(fixtures.calls.activitydeatil, promotion),
      // The log answers what has been filed so far (read anew after the sign-up).
      handle(fixtures.calls.activityapplylog, applicationLog([])),
      handle(fixtures.calls.doactivityapply, null, {
        message: '报名成功，请等待审核',
        onRequest: () => {
          log = [{ activity_name: promotion.title, created_at: '2026-11-25 12:00:00', state: 0 }];
          server.use(handle(fixtures.calls.activityapplylog, applicationLog(log)));
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/activityInfo?id=3', [{ path: '/activityInfo', Component: ActivityInfoRoute }]);
    const apply = await view.findByRole('button', { name: '报名参与' });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    const done = await view.findByRole('button', { name: '已报名' });
    expect(done).toBeDisabled();
    expect(log).toHaveLength(1);
  });

  it('a member who signed up earlier sees 已报名 at once', async () => {
    signIn(fixtures.user, { balance: '1.00' });
    server.use(
      handle(fixtures.calls.activitydeatil, promotion),
      handle(
        fixtures.calls.activityapplylog,
        applicationLog([{ activity_name: promotion.title, created_at: '2026-11-20 12:00:00', state: 1 }]),
      ),
    );
    renderApp('/activityInfo?id=3', [{ path: '/activityInfo', Component: ActivityInfoRoute }]);
    expect(await view.findByRole('button', { name: '已报名' })).toBeDisabled();
  });
});
