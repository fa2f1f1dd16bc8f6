import { expect, type APIRequestContext } from '@playwright/test';

/** Every answer's shape (contract/envelope.ts): the business code, its message and the data. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/**
 * The one authenticated call of the journeys: POST /api/<path> (or a path starting with /, or a
 * whole URL for a spec's own server),
 * as the member whose token is given (none for a guest); the whole envelope, so the caller checks
 * the code it expects.
 */
export async function memberCall<T = unknown>(
  request: APIRequestContext,
  token: string | undefined,
  path: string,
  data: object = {},
): Promise<Envelope<T>> {
  const res = await request.post(/^(\/|https?:)/.test(path) ? path : `/api/${path}`, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as Envelope<T>;
}

/** The member's main balance as the server answers it ("1234.50"). */
export async function apiBalance(request: APIRequestContext, token: string): Promise<string> {
  const answer = await memberCall<{ balance: string }>(request, token, 'balance');
  expect(answer.code, answer.message).toBe(200);
  return String(answer.data.balance);
}
