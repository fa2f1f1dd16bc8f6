import { describe, expect, it } from 'vitest';
import { ApiError } from './http/errors';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('retry policy', () => {
  it.each([
    ['network, first failure', 0, new ApiError('network', 'x', 'm'), true],
    ['network, second failure', 1, new ApiError('network', 'x', 'm'), false],
    ['business code', 0, new ApiError('business', 'x', 'm', 1), false],
    ['invalid answer', 0, new ApiError('invalid', 'x', 'm'), false],
    ['unauthorized', 0, new ApiError('unauthorized', 'x', 'm', 401), false],
    ['unknown error', 0, new Error('boom'), true],
  ])('%s → %s', (_, count, error, expected) => {
    expect(shouldRetryQuery(count, error)).toBe(expected);
  });

  it('mutations never retry', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
