import type { UsdtForm } from '@contract/usdt-rules';
import { describe, expect, it } from 'vitest';
import { emptyUsdtForm, usdtRequest, validateUsdt } from './usdt-model';

describe('USDT bind rules, in docs/product.md’s order', () => {
  const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
  const form: UsdtForm = { protocol: 'TRC20', address, pay_pass: '123456' };
  it.each([
    [emptyUsdtForm, '请输入USDT地址'],
    [{ ...form, protocol: '' as const }, '请选择钱包协议'],
    [{ ...form, pay_pass: '' }, '请输人支付密码'],
    [{ ...form, address: 'T'.repeat(25) }, '请输入正确的USDT地址（26-42位）'],
    [{ ...form, address: 'T'.repeat(43) }, '请输入正确的USDT地址（26-42位）'],
    // the network's own format, after docs/product.md's length
    [{ ...form, address: 'T'.repeat(26) }, 'TRC20地址格式不正确：应以T开头，共34位，请核对协议与地址'],
    [{ ...form, address: `0x${'a'.repeat(40)}` }, 'TRC20地址格式不正确：应以T开头，共34位，请核对协议与地址'],
    [{ ...form, protocol: 'ERC20' as const }, 'ERC20地址格式不正确：应以0x开头，共42位，请核对协议与地址'],
    // ERC20 only in EIP-55's letter cases: one case throughout carries no checksum to check
    [{ ...form, protocol: 'ERC20' as const, address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }, null],
    [
      { ...form, protocol: 'ERC20' as const, address: `0x${'af0'.repeat(13)}b` },
      'ERC20地址须按钱包显示的大小写填写，请复制钱包显示的完整地址（区分大小写）',
    ],
    [
      { ...form, protocol: 'ERC20' as const, address: '0x000000000000000000000000000000000000dEaD' },
      '该地址为销毁地址，转入的资金无法找回，请核对地址',
    ],
    [
      { ...form, protocol: 'ERC20' as const, address: `0x${'aF0'.repeat(13)}b` },
      'ERC20地址校验失败，字母大小写与地址不符，请复制完整地址',
    ],
    [{ ...form, pay_pass: 'abc123' }, '支付密码需是6位数字！'],
    [form, null],
  ])('%j → %s', (f, message) => {
    expect(validateUsdt(f)).toBe(message);
  });

  it('defaults to TRC20 and sends bank USDT with the protocol as owner', () => {
    expect(emptyUsdtForm.protocol).toBe('TRC20');
    expect(usdtRequest({ ...form, protocol: 'ERC20' })).toEqual({
      bank: 'USDT',
      bank_no: address,
      bank_owner: 'ERC20',
      pay_pass: '123456',
    });
  });
});
