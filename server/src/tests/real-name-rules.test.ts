import { describe, expect, it } from 'vitest';
import { authRuleMessages, realNameMessages } from '../../../contract/account-limits';
import { makeAgent } from '../repositories/agents';
import { fundedMember, freshAppPerTest, registerBody, TEST_CARD } from '../testing/helper';

/**
 * A real name is what back offices and exports print beside money: no control characters, line
 * breaks, zero-width or bidi characters, and at least one letter — on register, 开设下级 and a bank
 * card's holder, with the same words on every path (the rules live in contract/).
 */
const t = freshAppPerTest();

const REFUSED: [string, string, string][] = [
  ['a line break', '李\n四', realNameMessages.invisible],
  ['a carriage return', '李四\r', realNameMessages.invisible],
  ['a tab', '李\t四', realNameMessages.invisible],
  ['a NUL', '李四\u0000', realNameMessages.invisible],
  ['a zero-width space', '李\u200b四', realNameMessages.invisible],
  ['a zero-width joiner', '李\u200d四', realNameMessages.invisible],
  ['a byte-order mark', '\ufeff李四', realNameMessages.invisible],
  ['a right-to-left override', '\u202e四李', realNameMessages.invisible],
  ['a right-to-left isolate', '李\u2067四\u2069', realNameMessages.invisible],
  ['a line separator', '李\u2028四', realNameMessages.invisible],
  ['digits (the product’s format rule)', '123', authRuleMessages.realname],
  ['dots only', '...', realNameMessages.noLetter],
  ['a middle dot and spaces', '· ·', realNameMessages.noLetter],
  ['an ampersand', '&', realNameMessages.noLetter],
];
const ACCEPTED = ['李四', '阿卜杜·热合曼', 'John Smith', 'A.B. & C'];

describe('real names', () => {
  it.each(REFUSED)('register refuses %s', async (_, realname, message) => {
    expect(await t.post('register', registerBody({ realname }))).toMatchObject({ code: 1, message });
  });

  it.each(ACCEPTED)('register accepts %s', async (realname) => {
    expect((await t.post('register', registerBody({ realname }))).code).toBe(200);
  });

  it.each(REFUSED)('开设下级 refuses %s', async (_, realname, message) => {
    const agent = await fundedMember(t);
    makeAgent(t.db, agent.userId);
    const body = registerBody();
    expect(
      await t.post(
        'agent/add-member',
        { username: body.name, password: body.password, realname },
        agent.token,
      ),
    ).toMatchObject({ code: 422, message });
  });

  it.each(REFUSED.filter(([, name]) => name.trim() === name))(
    'a bank card holder with %s is refused',
    async (_, bank_owner, message) => {
      const member = await fundedMember(t);
      expect(await t.post('bindcard', { ...TEST_CARD, bank_owner }, member.token)).toMatchObject({
        code: 1,
        message,
      });
    },
  );
});
