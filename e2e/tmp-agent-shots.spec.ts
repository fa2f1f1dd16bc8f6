import { test } from './support/test';
import { apiLogin, openAsMember } from './support/member-session';

const shots = ['/agent', '/agentCommission?range=month', '/agentProfit?range=month', '/agentMembers', '/agentSubordinate?range=month', '/agentRecords?type=recharge&range=month', '/agentAddMember', '/agentRecharge?uid=2&name=wangwei01', '/agentFanshui?uid=2&name=wangwei01', '/mine'];
for (const width of [390, 320]) {
  test(`shots ${width}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 568 });
    const token = await apiLogin(request);
    await openAsMember(page, token, '/agent');
    for (const path of shots) {
      await page.goto(`/#${path}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/agent-shots/${width}${path.replace(/[/?&=]/g, '_')}.png`, fullPage: false });
    }
  });
}
