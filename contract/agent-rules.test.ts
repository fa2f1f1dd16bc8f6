import { describe, expect, it } from 'vitest';
import { agentMessages, dayRangeRules, isRangeGiven } from './agent-rules';
import { firstFailure } from './rule';

describe('dayRangeRules (the agent screens and the agent calls read a range alike)', () => {
  it.each([
    [{ start: '2026-11-01', end: '2026-11-30' }, null],
    [{ start: '2026-11-05', end: '2026-11-05' }, null],
    [{ start: '2024-02-29', end: '2024-03-01' }, null],
    [{ start: '2026-11-01' }, agentMessages.badRange], // one end only: not a range
    [{ end: '2026-11-30' }, agentMessages.badRange],
    [{ start: '', end: '2026-11-30' }, agentMessages.badRange],
    [{ start: '2026-13-01', end: '2026-12-01' }, agentMessages.badRange],
    [{ start: '2026-02-29', end: '2026-03-01' }, agentMessages.badRange], // no such day
    [{ start: '2026-11-1', end: '2026-11-30' }, agentMessages.badRange],
    [{ start: '2026-11-05', end: '2026-11-01' }, agentMessages.badRange], // reversed
  ])('%j → %s', (range, message) => {
    expect(firstFailure(dayRangeRules, range)).toBe(message);
  });

  it('a request naming neither end asks for no range (all time)', () => {
    expect(isRangeGiven({})).toBe(false);
    expect(isRangeGiven({ start: '', end: '' })).toBe(false);
    expect(isRangeGiven({ start: '2026-11-01' })).toBe(true);
  });
});
