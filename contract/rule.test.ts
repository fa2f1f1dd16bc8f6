import { describe, expect, it } from 'vitest';
import { firstFailingRule, firstFailure, type NamedRule, type Rule } from './rule';

interface Form {
  name: string;
  age: number;
}

const rules: readonly NamedRule<Form>[] = [
  { id: 'name', message: 'name required', fails: (f) => f.name === '' },
  { id: 'adult', message: 'too young', fails: (f) => f.age < 18 },
  { id: 'old', message: 'too old', fails: (f) => f.age > 120 },
];

describe('firstFailure', () => {
  it.each([
    ['every rule holds', { name: 'a', age: 30 }, null],
    ['only the second breaks', { name: 'a', age: 10 }, 'too young'],
    ['only the third breaks', { name: 'a', age: 130 }, 'too old'],
    ['the first and the second break: the first wins', { name: '', age: 10 }, 'name required'],
    ['the first and the third break: the first wins', { name: '', age: 130 }, 'name required'],
  ])('%s', (_title, input, message) => {
    expect(firstFailure(rules, input)).toBe(message);
  });

  it('says a message that depends on the input with that input', () => {
    const range: readonly Rule<number>[] = [{ message: (n) => `${n} is out of range`, fails: (n) => n > 9 }];
    expect(firstFailure(range, 12)).toBe('12 is out of range');
    expect(firstFailure(range, 3)).toBeNull();
  });

  it('passes anything through an empty list', () => {
    expect(firstFailure([], { name: '', age: 0 })).toBeNull();
  });

  it('stops at the first broken rule: later rules are not asked', () => {
    const asked: string[] = [];
    const spy = (id: string, fails: boolean): Rule<null> => ({
      message: id,
      fails: () => {
        asked.push(id);
        return fails;
      },
    });
    expect(firstFailure([spy('a', false), spy('b', true), spy('c', true)], null)).toBe('b');
    expect(asked).toEqual(['a', 'b']);
  });
});

describe('firstFailingRule', () => {
  it.each([
    [{ name: 'a', age: 30 }, null],
    [{ name: '', age: 30 }, 'name'],
    [{ name: 'a', age: 5 }, 'adult'],
    [{ name: 'a', age: 200 }, 'old'],
  ])('%o breaks %s', (input, id) => {
    expect(firstFailingRule(rules, input)?.id ?? null).toBe(id);
  });
});
