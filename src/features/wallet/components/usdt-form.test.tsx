import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { handle } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { UsdtForm } from './usdt-form';
import { signIn } from '@/testing/session';
import { expectPasteKeeps } from '@/testing/paste-keeps';

const { calls } = fixtures;
const ercAddress = '0x52908400098527886E0F7030069857D2E4169EE7';

// Many keystrokes per test: allow for a busy CI machine.
describe(
  'USDT address form (shared by /addUsdtCard and the /wallet?type=2 popup)',
  { timeout: 20_000 },
  () => {
    it('coin fixed USDT, TRC20 by default, address limited to 42, rules in docs/product.md’s order', async () => {
      signIn(fixtures.user, { kept: false });
      const error = vi.spyOn(toast, 'error');
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<UsdtForm onBound={() => undefined} />);
      expect(view.getByLabelText('币种')).toHaveValue('USDT');
      expect(view.getByRole('radio', { name: 'TRC20' })).toHaveAttribute('aria-checked', 'true');
      expect(view.getByText('请从钱包或交易所直接复制粘贴地址，切勿手动输入。')).toBeInTheDocument();
      expect(view.getByRole('note')).toHaveTextContent('钱包地址与协议必须一致');

      const submit = view.getByRole('button', { name: '确认添加' });
      await user.click(submit);
      expect(error).toHaveBeenLastCalledWith('请输入USDT地址');
      const input = view.getByLabelText('USDT地址');
      await expectPasteKeeps(user, input, ['T', 50], 42);
      await user.clear(input);
      await user.type(input, 'T'.repeat(25));
      await user.click(submit);
      expect(error).toHaveBeenLastCalledWith('请输人支付密码');
      await user.type(view.getByLabelText('支付密码'), '123456');
      await user.click(submit);
      expect(error).toHaveBeenLastCalledWith('请输入正确的USDT地址（26-42位）');
      // an ERC20 address under TRC20 (the default) would lose the money
      await user.clear(input);
      await user.type(input, ercAddress);
      await user.click(submit);
      expect(error).toHaveBeenLastCalledWith('TRC20地址格式不正确：应以T开头，共34位，请核对协议与地址');
    });

    it('a double tap binds once with the chosen protocol, then resets to TRC20', async () => {
      signIn(fixtures.user, { kept: false });
      const bodies: unknown[] = [];
      server.use(
        handle(calls.bindcard, null, {
          message: '绑定成功',
          onRequest: async (r) => bodies.push(await r.clone().json()),
        }),
      );
      const onBound = vi.fn();
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<UsdtForm onBound={onBound} />);
      await user.click(view.getByRole('radio', { name: 'ERC20' }));
      await user.type(view.getByLabelText('USDT地址'), ercAddress);
      await user.type(view.getByLabelText('支付密码'), '123456');
      await user.dblClick(view.getByRole('button', { name: '确认添加' }));
      await waitFor(() => expect(onBound).toHaveBeenCalledTimes(1));
      expect(bodies).toEqual([
        { bank: 'USDT', bank_no: ercAddress, bank_owner: 'ERC20', pay_pass: '123456' },
      ]);
      expect(view.getByRole('radio', { name: 'TRC20' })).toHaveAttribute('aria-checked', 'true');
      expect(view.getByLabelText('USDT地址')).toHaveValue('');
    });
  },
);
