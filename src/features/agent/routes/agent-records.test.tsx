import { screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentCalls } from '@contract/agent-calls';
import { messages } from '@/config/messages';
import { agentFixtures } from '@/testing/agent-fixtures';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/render';
import { signIn } from '@/testing/session';
import { agentMember, agentScreens } from '../testing/agent-centre-screens';

describe('/agentRecords', () => {
  it('each tab reads its own log', async () => {
    signIn(agentMember);
    server.use(
      handle(fixtures.calls.balancelist, []),
      handle(agentCalls.agentBetLog, agentFixtures.page([])),
      handle(
        agentCalls.agentRechargeLog,
        agentFixtures.page([
          {
            id: 1,
            order_no: 'R1',
            user_id: 3,
            username: 'wangwei01',
            amount: '12.34',
            real_money: '12.34',
            pay_way: 11,
            state: 2,
            created_at: '2026-11-02 10:00:00',
          },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderApp('/agentRecords', agentScreens);
    expect(await view.findByText(messages.empty)).toBeInTheDocument();
    await user.click(view.getByRole('tab', { name: '存款' }));
    expect(await view.findByText('12.34')).toBeInTheDocument();
    expect(view.getByText(/代理充值/)).toBeInTheDocument();
  });
});

describe('/agentRecords names venues and colours money as member records do', () => {
  const transfer = (id: number, transfer_type: number, money: string, extra = {}) => ({
    id,
    order_no: null,
    user_id: 3,
    username: 'wangwei01',
    transfer_type,
    money,
    state: 1,
    platform_type: 'hbb',
    remark: null,
    created_at: '2026-11-02 10:00:00',
    ...extra,
  });
  const bet = (id: number, win_loss: string) => ({
    id,
    user_id: 3,
    username: 'wangwei01',
    bet_id: `B${id}`,
    bet_time: '2026-11-02 10:00:00',
    platform_type: 'hbb',
    game_code: null,
    bet_amount: '100.00',
    valid_amount: '100.00',
    win_loss,
    status: 1,
    created_at: '2026-11-02 10:00:00',
  });

  it('转账 and 投注 show 鸿博体育, never hbb; a win red, a loss green, 0.00 and plain amounts neutral', async () => {
    signIn(agentMember);
    server.use(
      handle(fixtures.calls.balancelist, [
        { platname: 'userbalance', name: '中心钱包', balance: '0.00' },
        { platname: 'hbb', name: '鸿博体育', balance: '0.00' },
      ]),
      handle(agentCalls.agentBetLog, agentFixtures.page([bet(1, '25.50'), bet(2, '-40.00'), bet(3, '0')])),
      handle(agentCalls.agentTransferLog, agentFixtures.page([transfer(1, 0, '88.00')])),
    );
    const user = userEvent.setup();
    renderApp('/agentRecords', agentScreens);

    const win = await view.findByText('+25.50');
    expect(view.getAllByText(/鸿博体育/).length).toBe(3);
    expect(view.queryByText(/hbb/)).not.toBeInTheDocument();
    expect(win).toHaveClass('money-win');
    expect(view.getByText('-40.00')).toHaveClass('money-loss');
    expect(view.getByText('0.00')).toHaveClass('money-even');
    for (const amount of view.getAllByText('100.00')) expect(amount).toHaveClass('money-even');

    await user.click(view.getByRole('tab', { name: '转账' }));
    expect(await view.findByText(/鸿博体育/)).toHaveTextContent(/^转入场馆 鸿博体育$/);
    expect(view.queryByText(/hbb/)).not.toBeInTheDocument();
    expect(view.getByText('88.00')).toHaveClass('money-even');
  });
});
