import { describe, expect, it } from 'vitest';
import { allCalls as calls } from '../../../contract/all-calls';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();

const memberCalls = Object.entries(calls).filter(([, call]) => call.member);

function send(call: (typeof calls)[keyof typeof calls], authorization?: string) {
  const path = '/api/' + call.path.replace(':platname', 'ag');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization) headers.authorization = authorization;
  return t.request(path, call.method === 'GET' ? { headers } : { method: 'POST', headers, body: '{}' });
}

describe('every member call of contract/all-calls.ts needs a token', () => {
  it('there are member calls to check', () => {
    expect(memberCalls.length).toBeGreaterThanOrEqual(30);
  });

  it.each(memberCalls)(
    "%s answers HTTP 200 with body code 401 without a token or with a bad one (the family's form)",
    async (_name, call) => {
      for (const authorization of [
        undefined,
        'Bearer ' + 'a'.repeat(64),
        'Bearer',
        'Basic Zm9vOmJhcg==',
        'bearer  ',
      ]) {
        const response = await send(call, authorization);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { code: number; message: string };
        expect(body.code).toBe(401);
        expect(body.message).toEqual(expect.any(String));
      }
    },
  );
});
