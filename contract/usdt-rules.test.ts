import { describe, expect, it } from 'vitest';
import { firstFailure } from './rule';
import { eip55, erc20Fault, trc20Fault } from './usdt-address';
import { usdtRules, type UsdtForm } from './usdt-rules';

const TRC20_CHECKSUM = 'TRC20地址校验失败，地址有误或不完整，请复制完整地址';
const ERC20_CHECKSUM = 'ERC20地址校验失败，字母大小写与地址不符，请复制完整地址';
const ZERO = '该地址为零地址（销毁地址），转入的资金无法找回，请核对地址';
const BURN = '该地址为销毁地址，转入的资金无法找回，请核对地址';
const ONE_CASE = 'ERC20地址须按钱包显示的大小写填写，请复制钱包显示的完整地址（区分大小写）';

const check = (protocol: 'TRC20' | 'ERC20', address: string) =>
  firstFailure<UsdtForm>(usdtRules, { protocol, address, pay_pass: '123456' });

describe('TRC20 addresses: base58check with version 0x41', () => {
  it.each([
    // real addresses: the USDT contract, two accounts
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', null],
    ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', null],
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', null],
    // spaces around a paste are not part of it
    ['  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ', null],
    // one character changed: the last, one in the middle
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', TRC20_CHECKSUM],
    ['TR7NHqjeKQxGTCi9q8ZY4pL8otSzgjLj6t', TRC20_CHECKSUM],
    // one letter's case changed
    ['TR7NHQjeKQxGTCi8q8ZY4pL8otSzgjLj6t', TRC20_CHECKSUM],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLJ6t', TRC20_CHECKSUM],
    // two neighbours swapped
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjL6jt', TRC20_CHECKSUM],
    // the zero account (T9yD14…), and T111…1 (all zero bytes, no valid checksum)
    ['T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', ZERO],
    [`T${'1'.repeat(33)}`, TRC20_CHECKSUM],
  ])('%s → %s', (address, message) => {
    expect(check('TRC20', address)).toBe(message);
  });

  it('a checksum that holds over another version byte is refused', () => {
    // 1BoatSLRHtKNngkdXEeobR76b53LETtpyT is a valid Bitcoin address (version 0x00): not a TRON one.
    expect(trc20Fault('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe('checksum');
  });
});

describe('ERC20 addresses: 0x + 40 hex, only in EIP-55 letter cases', () => {
  it.each([
    // real addresses: the USDT contract in EIP-55 cases, and the EIP's own examples
    ['0xdAC17F958D2ee523a2206206994597C13D831ec7', null],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', null],
    ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', null],
    ['0x52908400098527886E0F7030069857D2E4169EE7', null],
    // EIP-55 itself writes some addresses in one case (the EIP's examples): those hold
    ['0x8617E340B3D01FA5F11F306F4090FD50E238070D', null],
    ['0xde709f2102306220921060314715629080e2fb77', null],
    ['0x27b1fdb04752bbc536007a920d24acb045561c26', null],
    // one case throughout where EIP-55 mixes carries no checksum: refused with how to copy it
    ['0xdac17f958d2ee523a2206206994597c13d831ec7', ONE_CASE],
    ['0xDAC17F958D2EE523A2206206994597C13D831EC7', ONE_CASE],
    // a one-character typo of a real address, written in lower case
    ['0x65b7f68139c639c5757d5151e5cb9e6e5d216165', ONE_CASE],
    // a letter's case changed
    ['0xdac17F958D2ee523a2206206994597C13D831ec7', ERC20_CHECKSUM],
    ['0xdAC17F958D2ee523a2206206994597C13D831eC7', ERC20_CHECKSUM],
    // one character changed in a checksummed address
    ['0xdAC17F958D2ee523a2206206994597C13D831ec8', ERC20_CHECKSUM],
    ['0xdAC17F958D2ee523a2206206994597C13D832ec7', ERC20_CHECKSUM],
    // the zero address, and the well-known burn addresses in any letter case
    [`0x${'0'.repeat(40)}`, ZERO],
    ['0x000000000000000000000000000000000000dEaD', BURN],
    ['0x000000000000000000000000000000000000dead', BURN],
    ['0xdEAD000000000000000042069420694206942069', BURN],
    ['0x0000000000000000000000000000000000000001', BURN],
  ])('%s → %s', (address, message) => {
    expect(check('ERC20', address)).toBe(message);
  });

  it('EIP-55 writes the letters as the EIP’s examples do', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ])
      expect(eip55(address.toLowerCase())).toBe(address);
    expect(erc20Fault('0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb')).toBeNull();
  });
});

it('the shape is checked before the checksum: an ERC20 address under TRC20 says which format', () => {
  expect(check('TRC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(
    'TRC20地址格式不正确：应以T开头，共34位，请核对协议与地址',
  );
});
