import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PayWay } from '@contract/money-calls';
import { dialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { currentPath, renderApp } from '@/testing/render';
import RechargeRoute from './recharge';
import { signIn } from '@/testing/session';
import { flushRenders, readsInFlight, until } from '@/testing/wait';

const { calls } = fixtures;
const screens = [
  { path: '/recharge', Component: RechargeRoute },
  { path: '/payInfo', element: <p>充值详情页</p> },
  { path: '/wallet', element: <p>钱包页</p> },
];

const binding = {
  id: 1,
  bank: '中国银行',
  bank_address: '北京',
  bank_no: '6217000000000001',
  bank_owner: '李四',
};

/** The calls /recharge makes, with every getPayRange type and recharge body recorded. */
function answer(payWay: PayWay, ranges: string[] = [], bodies: unknown[] = []) {
  server.use(
    handle(calls.balance, { balance: '1234.50' }),
    handle(calls.user, fixtures.user),
    handle(calls.getPayWay, payWay),
    handle(calls.getcard, [binding]),
    handle(calls.banklist, [{ bank_name: '中国银行' }, { bank_name: '招商银行' }]),
    handle(
      calls.getPayRange,
      { min_price: '100.00', max_price: '50000.00' },
      { onRequest: async (r) => ranges.push(((await r.clone().json()) as { type: string }).type) },
    ),
    handle(calls.recharge, null, {
      message: 'D20261122120000000001',
      onRequest: async (r) => bodies.push(await r.clone().json()),
    }),
  );
}

// Many keystrokes per test: allow for a busy CI machine.
const BIND_HINT = '您还没有绑定任何银行卡或USDT钱包，请先前往绑定。';

/** Once the saved cards and addresses have answered and reached the screen, the bind hint is not up. */
async function expectNoBindHint() {
  await until(() => readsInFlight() === 0);
  await flushRenders();
  expect(view.queryByText(BIND_HINT)).not.toBeInTheDocument();
}

describe('/recharge', { timeout: 20_000 }, () => {
  it('defaults to the first enabled method; switching clears the form and reloads the range; TRC20/ERC20 reloads it', async () => {
    signIn();
    const ranges: string[] = [];
    answer({ card: 0, usdt: 1, wechat: 1, alipay: 0 }, ranges);
    const user = userEvent.setup({ delay: null });
    renderApp('/recharge', screens);

    const usdt = await view.findByRole('tab', { name: '数字货币' });
    expect(usdt).toHaveAttribute('aria-selected', 'true');
    expect(view.queryByRole('tab', { name: '银行卡' })).toBeNull();
    expect(view.queryByRole('tab', { name: '支付宝' })).toBeNull();
    expect(view.getByRole('radio', { name: 'ERC20' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(ranges).toEqual(['usdt-erc20']));

    await user.click(view.getByRole('radio', { name: 'TRC20' }));
    await waitFor(() => expect(ranges).toEqual(['usdt-erc20', 'usdt-trc20']));

    const amount = view.getByLabelText('存款金额');
    await user.type(amount, '100.1');
    expect(view.getByText('13.90')).toBeInTheDocument(); // 100.1 ÷ 7.2 floored (fixture usdtrate)
    await user.click(view.getByRole('tab', { name: '微信' }));
    await waitFor(() => expect(ranges).toEqual(['usdt-erc20', 'usdt-trc20', 'wechat']));
    expect(view.getByLabelText('存款金额')).toHaveValue('');
  });

  it('checks the bank fields in order, then the server range, with docs/product.md’s messages', async () => {
    signIn();
    const bodies: unknown[] = [];
    answer({ card: 1, usdt: 1, wechat: 1, alipay: 1 }, [], bodies);
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup({ delay: null });
    renderApp('/recharge', screens);
    const submit = await view.findByRole('button', { name: '立即存款' });
    expect(view.getByRole('tab', { name: '银行卡' })).toHaveAttribute('aria-selected', 'true');

    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('请输入存款人姓名');
    await user.type(view.getByLabelText('存款人姓名'), '李四');
    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('请输入银行类型');
    await waitFor(() => expect(view.getByRole('option', { name: '招商银行' })).toBeInTheDocument());
    await user.selectOptions(view.getByLabelText('银行类型'), '招商银行');
    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('请输入银行卡号');
    await user.type(view.getByLabelText('银行卡号'), '6214830000001234');
    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('请输入银行开户行地址');
    await user.type(view.getByLabelText('开户行地址'), '深圳南山支行');
    await waitFor(() =>
      expect(view.getByLabelText('存款金额')).toHaveAttribute('placeholder', '100 - 50000'),
    );
    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('请输入金额在100-50000之间！');
    await user.type(view.getByLabelText('存款金额'), '50000.01');
    await user.click(submit);
    expect(error).toHaveBeenLastCalledWith('请输入金额在100-50000之间！');
    expect(bodies).toEqual([]);
  });

  it('accepts at most two decimals and fills quick amounts', async () => {
    signIn();
    answer({ card: 0, usdt: 0, wechat: 0, alipay: 1 });
    const user = userEvent.setup({ delay: null });
    renderApp('/recharge', screens);
    const amount = await view.findByLabelText('存款金额');
    await user.type(amount, '12.345');
    expect(amount).toHaveValue('12.34');
    // A paste is kept for what it holds, not refused whole (grouping commas and a third decimal dropped).
    await user.clear(amount);
    await user.paste('1,000.505');
    expect(amount).toHaveValue('1000.50');
    await user.clear(amount);
    // only digits and one point can be typed: the letters do nothing
    await user.type(amount, 'abc1e5');
    expect(amount).toHaveValue('15');
    await user.clear(amount);
    await user.paste('1e3');
    expect(amount).toHaveValue(''); // a pasted 1e3 is not taken rather than turned into 13
    for (const quick of ['100', '499', '999', '1299', '2199']) {
      await user.click(view.getByRole('button', { name: quick }));
      expect(amount).toHaveValue(quick);
    }
  });

  it('a double tap sends one request and goes to /payInfo with the number from the message', async () => {
    signIn();
    const bodies: unknown[] = [];
    answer({ card: 0, usdt: 0, wechat: 1, alipay: 1 }, [], bodies);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/recharge', screens);
    await user.click(await view.findByRole('button', { name: '999' }));
    await user.dblClick(view.getByRole('button', { name: '立即存款' }));
    await waitFor(() => expect(currentPath(router)).toBe('/payInfo?deposit_no=D20261122120000000001'));
    expect(bodies).toEqual([{ paytype: 'wxpay', amount: 999 }]);
  });

  it('a network failure keeps what was typed and says so', async () => {
    signIn();
    answer({ card: 0, usdt: 0, wechat: 0, alipay: 1 });
    server.use(handleNetworkError(calls.recharge));
    const ask = vi.spyOn(dialog, 'confirm').mockResolvedValue(false);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/recharge', screens);
    const amount = await view.findByLabelText('存款金额');
    await user.type(amount, '520.5');
    await user.click(view.getByRole('button', { name: '立即存款' }));
    // A deposit order with no answer may have been filed: unknown outcome, not "failed".
    await waitFor(() =>
      expect(ask).toHaveBeenCalledWith(
        expect.objectContaining({ content: '网络异常，提交结果未知，请先查看交易记录再重试' }),
      ),
    );
    expect(amount).toHaveValue('520.5');
    expect(currentPath(router)).toBe('/recharge');
  });

  it('offers binding a card or a wallet when the member has neither', async () => {
    signIn();
    answer({ card: 1, usdt: 1, wechat: 1, alipay: 1 });
    server.use(handle(calls.getcard, []));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 }); // the kit's dialog animates in
    const { router, unmount } = renderApp('/recharge', screens);
    expect(await view.findByText(BIND_HINT)).toBeInTheDocument();
    await user.click(view.getByText('绑定USDT钱包'));
    await waitFor(() => expect(currentPath(router)).toBe('/wallet?type=2&show=1'));
    unmount();

    // The next visit does not ask again: once is a hint, every visit a nag.
    renderApp('/recharge', screens);
    await view.findByRole('tab', { name: '银行卡' });
    await expectNoBindHint();
  });

  it('never asks WeChat or Alipay payers to bind a card or wallet', async () => {
    signIn();
    answer({ card: 0, usdt: 0, wechat: 1, alipay: 1 });
    server.use(handle(calls.getcard, []));
    renderApp('/recharge', screens);
    await view.findByRole('tab', { name: '微信' });
    await expectNoBindHint();
  });

  it("disables the quick amounts outside the method's range (ERC20 500–100000)", async () => {
    signIn();
    answer({ card: 0, usdt: 1, wechat: 0, alipay: 0 });
    server.use(handle(calls.getPayRange, { min_price: '500.00', max_price: '100000.00' }));
    renderApp('/recharge', screens);
    await waitFor(() => expect(view.getByRole('button', { name: '100' })).toBeDisabled());
    expect(view.getByRole('button', { name: '499' })).toBeDisabled();
    for (const a of ['999', '1299', '2199']) expect(view.getByRole('button', { name: a })).toBeEnabled();
  });
});
