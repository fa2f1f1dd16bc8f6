import { describe, expect, it } from 'vitest';
import { freshAppPerTest, DEMO_PAY_PASSWORD, fundedMember, PAY_PASSWORD } from '../testing/helper';
import { erc20Address, trc20Address } from '../testing/usdt-addresses';

const t = freshAppPerTest();

const card = (n: number, overrides: Record<string, unknown> = {}) => ({
  bank: '招商银行',
  bank_address: '深圳市南山区支行',
  bank_no: `62148300${String(n).padStart(8, '0')}`,
  bank_owner: '李四',
  pay_pass: PAY_PASSWORD,
  ...overrides,
});
/** An address as its network writes them, its checksum holding: TRC20 base58check, ERC20 EIP-55. */
const usdt = (n: number, protocol = 'TRC20') => ({
  bank: 'USDT',
  bank_no: protocol.toUpperCase() === 'ERC20' ? erc20Address(n) : trc20Address(n),
  bank_owner: protocol,
  pay_pass: PAY_PASSWORD,
});

describe('banklist', () => {
  it('lists at least 10 banks without a token', async () => {
    const answer = await t.post('banklist');
    expect(answer.code).toBe(200);
    expect(answer.data.length).toBeGreaterThanOrEqual(10);
    expect(answer.data[0]).toEqual({
      bank_name: expect.any(String),
      ico: expect.stringMatching(/^http:\/\/localhost\/assets-demo\/banks\/.+\.svg$/),
    });
  });
});

describe('getcard / bindcard / delcard', () => {
  it('the demo member has a bound bank card', async () => {
    const token = await t.login();
    const answer = await t.post('getcard', { type: 1 }, token);
    expect(answer.code).toBe(200);
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({
      id: expect.any(Number),
      bank: expect.any(String),
      bank_no: expect.any(String),
    });
    // and the demo payment password binds
    expect(
      (await t.post('bindcard', card(9, { pay_pass: DEMO_PAY_PASSWORD, bank_owner: '张三' }), token)).code,
    ).toBe(200);
  });

  it('binds a bank card and lists it under type 1 only', async () => {
    const { token } = await fundedMember(t);
    expect(await t.post('bindcard', card(1), token)).toMatchObject({ code: 200, message: '绑定成功' });
    const cards = await t.post('getcard', { type: 1 }, token);
    expect(cards.data).toEqual([
      {
        id: expect.any(Number),
        bank: '招商银行',
        bank_address: '深圳市南山区支行',
        bank_no: '6214830000000001',
        bank_owner: '李四',
        ico: 'http://localhost/assets-demo/banks/cmb.svg',
      },
    ]);
    expect((await t.post('getcard', { type: 2 }, token)).data).toEqual([]);
  });

  it('binds a USDT address as type 2 with the protocol as owner', async () => {
    const { token } = await fundedMember(t);
    expect((await t.post('bindcard', usdt(1, 'erc20'), token)).code).toBe(200);
    const list = await t.post('getcard', { type: 2 }, token);
    expect(list.data).toEqual([
      expect.objectContaining({ bank: 'USDT', bank_owner: 'ERC20', bank_no: usdt(1, 'ERC20').bank_no }),
    ]);
  });

  it('rejects a wrong payment password with 205', async () => {
    const { token } = await fundedMember(t);
    expect(await t.post('bindcard', card(1, { pay_pass: '000000' }), token)).toMatchObject({
      code: 205,
      message: '支付密码错误',
    });
    expect((await t.post('getcard', { type: 1 }, token)).data).toEqual([]);
  });

  it('validates fields with docs/product.md’s messages', async () => {
    const { token } = await fundedMember(t);
    expect((await t.post('bindcard', card(1, { bank_owner: '' }), token)).message).toBe('请输入姓名');
    expect((await t.post('bindcard', card(1, { bank_address: '' }), token)).message).toBe('请输入开户行地址');
    expect((await t.post('bindcard', card(1, { bank_no: '1234567' }), token)).message).toBe(
      '请输人正确的卡号长度',
    );
    expect((await t.post('bindcard', card(1, { pay_pass: '12345' }), token)).message).toBe(
      '请输人支付密码长度',
    );
    expect((await t.post('bindcard', { ...usdt(1), bank_owner: 'OMNI' }, token)).message).toBe(
      '请选择钱包协议',
    );
    expect((await t.post('bindcard', { ...usdt(1), bank_no: 'Tshort' }, token)).code).toBe(1);
    expect((await t.post('bindcard', { ...usdt(1), bank_no: 'T'.repeat(43) }, token)).code).toBe(1);
  });

  it('allows at most 5 per type (207) and no duplicate number (1)', async () => {
    const { token } = await fundedMember(t);
    for (let i = 1; i <= 5; i++) expect((await t.post('bindcard', card(i), token)).code).toBe(200);
    expect((await t.post('bindcard', card(1), token)).code).toBe(1);
    expect((await t.post('bindcard', card(6), token)).code).toBe(207);
    for (let i = 1; i <= 5; i++) expect((await t.post('bindcard', usdt(i), token)).code).toBe(200);
    expect((await t.post('bindcard', usdt(6), token)).code).toBe(207);
  });

  it('refuses an address whose checksum fails or that is the zero account, saying what is wrong', async () => {
    const { token } = await fundedMember(t);
    const bind = (bank_no: string, protocol = 'TRC20') =>
      t.post('bindcard', { ...usdt(1, protocol), bank_no }, token);
    expect(await bind('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toMatchObject({
      code: 1,
      message: 'TRC20地址校验失败，地址有误或不完整，请复制完整地址',
    });
    expect(await bind('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')).toMatchObject({
      code: 1,
      message: '该地址为零地址（销毁地址），转入的资金无法找回，请核对地址',
    });
    expect((await bind(`T${'1'.repeat(33)}`)).message).toBe(
      'TRC20地址校验失败，地址有误或不完整，请复制完整地址',
    );
    expect(await bind('0xdac17F958D2ee523a2206206994597C13D831ec7', 'ERC20')).toMatchObject({
      code: 1,
      message: 'ERC20地址校验失败，字母大小写与地址不符，请复制完整地址',
    });
    expect((await bind(`0x${'0'.repeat(40)}`, 'ERC20')).message).toBe(
      '该地址为零地址（销毁地址），转入的资金无法找回，请核对地址',
    );
    // ERC20 only as the wallet writes it (EIP-55): one case throughout carries no checksum
    for (const address of [
      '0x65b7f68139c639c5757d5151e5cb9e6e5d216165',
      '0xDAC17F958D2EE523A2206206994597C13D831EC7',
    ])
      expect(await bind(address, 'ERC20')).toMatchObject({
        code: 1,
        message: 'ERC20地址须按钱包显示的大小写填写，请复制钱包显示的完整地址（区分大小写）',
      });
    for (const address of [
      '0x000000000000000000000000000000000000dEaD',
      '0xdEAD000000000000000042069420694206942069',
    ])
      expect(await bind(address, 'ERC20')).toMatchObject({
        code: 1,
        message: '该地址为销毁地址，转入的资金无法找回，请核对地址',
      });
    expect((await t.post('getcard', { type: 2 }, token)).data).toEqual([]);
    expect((await bind('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).code).toBe(200);
    expect((await bind('0xdAC17F958D2ee523a2206206994597C13D831ec7', 'ERC20')).code).toBe(200);
  });

  it('refuses a card number or address another member has bound (an ERC20 address in any letter case)', async () => {
    const first = await fundedMember(t);
    const second = await fundedMember(t);
    expect((await t.post('bindcard', card(1), first.token)).code).toBe(200);
    expect((await t.post('bindcard', usdt(1), first.token)).code).toBe(200);
    expect((await t.post('bindcard', usdt(2, 'ERC20'), first.token)).code).toBe(200);

    expect(await t.post('bindcard', card(1), second.token)).toMatchObject({
      code: 1,
      message: '该银行卡已被其他账户绑定',
    });
    // Spaces typed inside the number are the same card.
    const spaced = card(1).bank_no.replace(/(\d{4})/g, '$1 ');
    expect((await t.post('bindcard', card(1, { bank_no: spaced }), second.token)).message).toBe(
      '该银行卡已被其他账户绑定',
    );
    expect(await t.post('bindcard', usdt(1), second.token)).toMatchObject({
      code: 1,
      message: '该USDT地址已被其他账户绑定',
    });
    const lower = { ...usdt(2, 'ERC20'), bank_no: usdt(2, 'ERC20').bank_no.toLowerCase() };
    expect((await t.post('bindcard', lower, second.token)).message).toBe('该USDT地址已被其他账户绑定');
    expect((await t.post('getcard', { type: 1 }, second.token)).data).toEqual([]);
    expect((await t.post('getcard', { type: 2 }, second.token)).data).toEqual([]);

    // The first member's own repeat is still "already bound" to them, and once they unbind it
    // the number is free for the second.
    expect((await t.post('bindcard', card(1), first.token)).message).toBe('该银行卡已绑定');
    const [own] = (await t.post('getcard', { type: 1 }, first.token)).data as { id: number }[];
    expect((await t.post('delcard', { id: own!.id }, first.token)).code).toBe(200);
    expect((await t.post('bindcard', card(1), second.token)).code).toBe(200);
  });

  it("unbinds only the member's own card", async () => {
    const a = await fundedMember(t);
    const b = await fundedMember(t);
    await t.post('bindcard', card(1), a.token);
    const id = (await t.post('getcard', { type: 1 }, a.token)).data[0].id;
    expect((await t.post('delcard', { id }, b.token)).code).toBe(202);
    expect((await t.post('getcard', { type: 1 }, a.token)).data).toHaveLength(1);
    expect(await t.post('delcard', { id }, a.token)).toMatchObject({ code: 200, message: '解绑成功' });
    expect((await t.post('getcard', { type: 1 }, a.token)).data).toHaveLength(0);
    expect((await t.post('delcard', { id }, a.token)).code).toBe(202);
  });
});
