import { expect, test } from './support/test';
import { apiLogin, openAsMember } from './support/member-session';

/**
 * Every screen of the agent centre opened by its path, as the seeded agent (demo888, with a
 * two-level team): the screen itself draws, with no redirect to the application and no error.
 * The flows behind them (recruit, recharge, rebate) are in agent-centre.spec.ts.
 */
const screens = [
  ['/agent', '代理中心'],
  ['/agentCommission', '佣金报表'],
  ['/agentProfit', '盈亏报表'],
  ['/agentMembers', '下级会员'],
  ['/agentSubordinate', '下级代理'],
  ['/agentRecords', '团队记录'],
  ['/agentAddMember', '开设下级'],
  ['/agentRecharge', '代充'],
  ['/agentFanshui', '调整返水'],
] as const;

test('an agent opens every screen of the agent centre by its path', async ({ page, request }) => {
  const token = await apiLogin(request);
  for (const [path, title] of screens) {
    await openAsMember(page, token, path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#${path}$`));
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});
