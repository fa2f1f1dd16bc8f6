import { describe, expect, it } from 'vitest';
import { agentProblem, agentRules, canApplyForAgent, isAgentMobile } from './model';

describe('agent application rules (docs/product.md#validation-rules, in order)', () => {
  it('lists mobile then reason with the exact messages', () => {
    expect(agentRules.map((r) => r.message)).toEqual(['请输入正确手机号', '请输入申请理由']);
  });

  it.each([
    [{ mobile: '15412345678', apply_info: '' }, '请输入正确手机号'],
    [{ mobile: '', apply_info: '有资源' }, '请输入正确手机号'],
    [{ mobile: '13812345678', apply_info: '   ' }, '请输入申请理由'],
    [{ mobile: '13812345678', apply_info: '有推广资源' }, null],
  ])('%j → %s', (input, message) => {
    expect(agentProblem(input)).toBe(message);
  });

  it.each([
    ['13012345678', true],
    ['13912345678', true],
    ['15012345678', true],
    ['15312345678', true],
    ['15412345678', false], // 154 is excluded
    ['15512345678', true],
    ['15912345678', true],
    ['17612345678', true],
    ['17712345678', true],
    ['17812345678', true],
    ['17012345678', false],
    ['17912345678', false],
    ['18012345678', true],
    ['18912345678', true],
    ['14512345678', true],
    ['14712345678', true],
    ['14612345678', false],
    ['16612345678', false],
    ['8613812345678', true],
    ['013812345678', true],
    ['1795113812345678', true],
    ['861541234567', false],
    ['1381234567', false],
    ['138123456789', false],
  ])('mobile %s valid=%s', (mobile, ok) => {
    expect(isAgentMobile(mobile)).toBe(ok);
  });

  it.each([
    [0, true],
    [1, false],
    [2, false],
    [null, false],
    [undefined, false],
  ])('isagent %s → may apply %s', (isagent, may) => {
    expect(canApplyForAgent(isagent)).toBe(may);
  });
});
