import { describe, expect, it } from 'vitest';
import { freshAppPerTest } from '../testing/helper';

describe('unknown API paths', () => {
  const t = freshAppPerTest();

  it.each([
    ['an unknown path', '/api/nope', 'POST'],
    ['a GET-only call sent as POST', '/api/getVisitUrl', 'POST'],
    ['a POST-only call sent as GET', '/api/balance', 'GET'],
  ])('answers %s with the envelope, not plain text', async (_, path, method) => {
    const response = await t.request(path, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: '接口不存在', data: null });
  });
});
