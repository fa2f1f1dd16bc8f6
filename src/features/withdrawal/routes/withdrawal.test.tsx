import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@contract/calls';
import { moneyCalls } from '@contract/money-calls';
import { walletCalls, type Binding } from '@contract/wallet-calls';
import { dialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { callUrl, handle, handleNetworkError, handleRaw } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { currentPath, renderApp } from '@/testing/render';
import WithdrawalRoute from './withdrawal';
import { signIn } from '@/testing/session';

const cards: Binding[] = [
  { id: 11, bank: '中国银行', bank_address: '北京分行', bank_no: '6217000000000001', bank_owner: '李四' },
];
const addresses: Binding[] = [
  {
    id: 21,
    bank: 'USDT',
    bank_address: null,
    bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    bank_owner: 'TRC20',
  },
  {
    id: 22,
    bank: 'USDT',
    bank_address: null,
    bank_no: '0x52908400098527886E0F7030069857D2E4169EE7',
    bank_owner: 'ERC20',
  },
];

const screens = [
  { path: '/withdrawal', Component: WithdrawalRoute },
  { path: '/transRecord', element: <p>交易记录页</p> },
  { path: '/addBankCard', element: <p>绑卡页</p> },
  { path: '/wallet', element: <p>钱包页</p> },
];

let balance = '1234.50';
let bodies: unknown[] = [];

beforeEach(() => {
  balance = '1234.50';
  bodies = [];
  signIn();
  server.use(
    http.post(callUrl(calls.balance), () =>
      HttpResponse.json({ code: 200, message: 'ok', data: { balance } }),
    ),
    handle(moneyCalls.getBetAmount, { bet_amount: '0.00' }),
    handle(walletCalls.balancelist, []),
    http.post(callUrl(walletCalls.getcard), async ({ request }) => {
      const { type } = (await request.json()) as { type: number };
      return HttpResponse.json({ code: 200, message: 'ok', data: type === 2 ? addresses : cards });
    }),
  );
});

function answerWithdraw(code = 200, message = '提交成功，等待后台审核') {
  server.use(
    handle(moneyCalls.withdraw, null, {
      code,
      message,
      onRequest: (r) => {
        void r
          .clone()
          .json()
          .then((b) => bodies.push(b));
        if (code === 200) balance = '1000.00';
      },
    }),
  );
}

const submit = () => view.getByRole('button', { name: '确认提现' });
const amount = () => view.getByLabelText('提现金额');
const password = () => view.getByLabelText('支付密码');

describe('/withdrawal', { timeout: 20_000 }, () => {
  it('toasts the three rules in docs/product.md’s order and sends nothing until they pass', async () => {
    const user = userEvent.setup({ delay: null });
    const error = vi.spyOn(toast, 'error');
    answerWithdraw();
    renderApp('/withdrawal', screens);
    await view.findByRole('radio', { name: /中国银行 \*\*\*\* \*\*\*\* \*\*\*\* 0001/ });

    await user.click(submit());
    expect(error).toHaveBeenLastCalledWith('请选择您要提现到的银行卡');

    await user.click(view.getByRole('radio', { name: /中国银行/ }));
    await user.click(submit());
    expect(error).toHaveBeenLastCalledWith('单笔取款不能低于100元');
    await user.type(amount(), '99.99');
    await user.click(submit());
    expect(error).toHaveBeenLastCalledWith('单笔取款不能低于100元');

    await user.clear(amount());
    await user.type(amount(), '100');
    await user.click(submit());
    expect(error).toHaveBeenLastCalledWith('请输入您的支付密码');

    await user.click(view.getByRole('radio', { name: 'USDT地址' }));
    await user.click(submit());
    expect(error).toHaveBeenLastCalledWith('请选择USDT地址');
    expect(bodies).toEqual([]);
  });

  it('shows balance and 打码量; accepts at most two decimals and a 6-character password', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(handle(moneyCalls.getBetAmount, { bet_amount: '88.00' }));
    renderApp('/withdrawal', screens);
    await view.findByRole('radio', { name: /中国银行/ });
    await waitFor(() =>
      expect(view.getByRole('group', { name: '打码量' })).toHaveTextContent('还需打码88.00'),
    );
    expect(view.getByText(/需完成1倍流水后方可申请取款/)).toBeInTheDocument();
    expect(view.getByRole('group', { name: '账户余额' })).toHaveTextContent('¥1234.50');
    await user.type(amount(), '100.555');
    expect(amount()).toHaveValue('100.55');
    await user.clear(amount());
    await user.type(amount(), '-5');
    expect(amount()).toHaveValue('5'); // the minus key does nothing
    await user.clear(amount());
    await user.type(amount(), '１２０');
    expect(amount()).toHaveValue('120');
    await user.clear(amount());
    await user.type(password(), '12345678');
    expect(password()).toHaveValue('123456');
  });

  it('while turnover is owed says what and why before any typing, and 确认提现 sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const error = vi.spyOn(toast, 'error');
    const credit = { kind: 'agent_recharge' as const, amount: '1000.00', required: '1000.00' };
    const turnover = {
      multiple: 1,
      done: '0.00',
      credits: [{ ...credit, created_at: '2026-11-27 10:05:09' }],
    };
    server.use(handle(moneyCalls.getBetAmount, { bet_amount: '1000.00', turnover }));
    answerWithdraw(1, '还需完成打码量1000.00元后方可申请取款');
    renderApp('/withdrawal', screens);
    const notice = await view.findByRole('status', { name: '暂不可提现' });
    expect(notice).toHaveTextContent('还需完成打码量1000.00元后方可申请取款');
    expect(notice).toHaveTextContent('11-27 10:05 代理充值 1000.00元，需打码 1000.00元');
    expect(notice).toHaveTextContent('其后已结算投注计入 0.00元');

    await user.click(await view.findByRole('radio', { name: /中国银行/ }));
    await user.type(amount(), '100');
    await user.type(password(), '123456');
    await user.click(submit());
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('还需完成打码量1000.00元后方可申请取款'));
    expect(bodies).toEqual([]);
  });

  it('after a password change says when withdrawals open again before any typing, and 确认提现 sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const error = vi.spyOn(toast, 'error');
    const held = '为保障资金安全，修改密码后暂停提款，2026-11-28 09:30（北京时间）后可再次申请取款';
    server.use(
      handle(moneyCalls.getBetAmount, { bet_amount: '0.00', withdraw_hold_until: '2026-11-28 09:30:12' }),
    );
    answerWithdraw(1, held);
    renderApp('/withdrawal', screens);
    const notice = await view.findByRole('status', { name: '暂不可提现' });
    expect(notice).toHaveTextContent(held);

    await user.click(await view.findByRole('radio', { name: /中国银行/ }));
    await user.type(amount(), '100');
    await user.type(password(), '123456');
    await user.click(submit());
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(held));
    expect(bodies).toEqual([]);
  });

  it('says 已完成 when no turnover is owed, and the operator’s multiple in the tip', async () => {
    server.use(
      handle(moneyCalls.getBetAmount, { bet_amount: '0.00' }),
      handle(calls.app, { ...fixtures.appInfo, withdraw_turnover_multiple: 3 }),
    );
    renderApp('/withdrawal', screens);
    await waitFor(() => expect(view.getByRole('group', { name: '打码量' })).toHaveTextContent('已完成'));
    await waitFor(() => expect(view.getByText(/需完成3倍流水后方可申请取款/)).toBeInTheDocument());
  });

  it('shows the USDT figures exactly and resets everything when the type changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/withdrawal', screens);
    await user.click(await view.findByRole('radio', { name: 'USDT地址' }));
    // Before an address is picked the fee is unknown: none of the three figures, not only two.
    await user.type(amount(), '1000');
    expect(view.getAllByRole('definition').map((d) => d.textContent)).toEqual(['0.00', '0.00', '0.00']);
    await user.clear(amount());
    await user.click(await view.findByRole('radio', { name: /USDT-ERC20/ }));
    // fixture: withdrawusdtrate 7.1, ERC20 fee 5, TRC20 fee 1. 119.99 ÷ 7.1 = 16.90 (float floor: 16.89)
    await user.type(amount(), '119.99');
    const figures = () => view.getAllByRole('definition').map((d) => d.textContent);
    expect(figures()).toEqual(['16.90', '5.00', '11.90']);
    await user.click(view.getByRole('radio', { name: /USDT-TRC20/ }));
    expect(figures()).toEqual(['16.90', '1.00', '15.90']);
    await user.type(password(), '123456');

    await user.click(view.getByRole('radio', { name: '银行卡' }));
    expect(amount()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(view.queryByRole('definition')).not.toBeInTheDocument();
    await user.click(view.getByRole('radio', { name: 'USDT地址' }));
    expect(await view.findByRole('radio', { name: /USDT-TRC20/ })).not.toBeChecked();
    expect(figures()).toEqual(['0.00', '0.00', '0.00']);
  });

  it('a double tap sends one request; success toasts, resets, refreshes the balance and goes to the records after 1.5 s', async () => {
    const user = userEvent.setup({ delay: null });
    const success = vi.spyOn(toast, 'success');
    answerWithdraw();
    const { router } = renderApp('/withdrawal', screens);
    await user.click(await view.findByRole('radio', { name: /中国银行/ }));
    await user.type(amount(), '234.50');
    await user.type(password(), '123456');
    await user.dblClick(submit());

    await waitFor(() => expect(success).toHaveBeenCalledWith('提交成功，等待后台审核'));
    expect(bodies).toEqual([{ amount: 234.5, bank: 11, password: '123456' }]);
    expect(amount()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(await view.findByText('1000.00')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/withdrawal');
    await waitFor(() => expect(currentPath(router)).toBe('/transRecord?type=2'), { timeout: 2500 });
  });

  it('a refused withdrawal toasts the server message and keeps the form', async () => {
    const user = userEvent.setup({ delay: null });
    const error = vi.spyOn(toast, 'error');
    answerWithdraw(205, '支付密码错误');
    renderApp('/withdrawal', screens);
    await user.click(await view.findByRole('radio', { name: /中国银行/ }));
    await user.type(amount(), '100');
    await user.type(password(), '654321');
    await user.click(submit());
    await waitFor(() => expect(error).toHaveBeenCalledWith('支付密码错误'));
    expect(amount()).toHaveValue('100');
    expect(password()).toHaveValue('654321');
  });

  it('no answer keeps the form filled, says the outcome is unknown and offers the records', async () => {
    const user = userEvent.setup({ delay: null });
    const ask = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    server.use(handleNetworkError(moneyCalls.withdraw));
    const { router } = renderApp('/withdrawal', screens);
    await user.click(await view.findByRole('radio', { name: /中国银行/ }));
    await user.type(amount(), '150.25');
    await user.type(password(), '123456');
    await user.click(submit());
    await waitFor(() => expect(currentPath(router)).toBe('/transRecord'));
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({
        content: '网络异常，提交结果未知，请先查看交易记录再重试',
        confirmText: '查看交易记录',
      }),
    );
  });

  it.each([
    [
      'a malformed answer',
      () => handleRaw(moneyCalls.withdraw, '<html>oops</html>'),
      '数据格式错误，请稍后再试',
    ],
  ])('%s keeps the form filled and says so', async (_, handler, message) => {
    const user = userEvent.setup({ delay: null });
    const error = vi.spyOn(toast, 'error');
    server.use(handler());
    renderApp('/withdrawal', screens);
    await user.click(await view.findByRole('radio', { name: /中国银行/ }));
    await user.type(amount(), '150.25');
    await user.type(password(), '123456');
    await user.click(submit());
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(view.getByRole('radio', { name: /中国银行/ })).toBeChecked();
    expect(amount()).toHaveValue('150.25');
    expect(password()).toHaveValue('123456');
  });

  it('新增 leads to the bank form, or to the USDT list with its add form open', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/withdrawal', screens);
    await user.click(await view.findByRole('button', { name: '新增' }));
    expect(currentPath(router)).toBe('/addBankCard');
    await router.navigate('/withdrawal');
    await user.click(await view.findByRole('radio', { name: 'USDT地址' }));
    await user.click(view.getByRole('button', { name: '新增' }));
    expect(currentPath(router)).toBe('/wallet?type=2&show=1');
  });
});
