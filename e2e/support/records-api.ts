import { expect, type APIRequestContext } from '@playwright/test';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** POST /api/<path> as a member; returns the whole envelope (the caller checks the code it expects). */
export async function memberCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown> = {},
): Promise<Envelope<T>> {
  const res = await request.post(path.startsWith('/') ? path : `/api/${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await res.json()) as Envelope<T>;
}

/** The member's first game venue (platname and display name) from /api/balancelist. */
export async function firstVenue(
  request: APIRequestContext,
  token: string,
): Promise<{ platname: string; name: string }> {
  const answer = await memberCall<{ platname: string; name: string }[]>(request, token, 'balancelist');
  expect(answer.code, answer.message).toBe(200);
  const venue = answer.data.find((v) => v.platname !== 'userbalance');
  if (!venue) throw new Error('no venue');
  return venue;
}

/** The member's main balance as the server answers it ("123.45"). */
export async function balanceOf(request: APIRequestContext, token: string): Promise<string> {
  const answer = await memberCall<{ balance: string }>(request, token, 'balance');
  expect(answer.code, answer.message).toBe(200);
  return String(answer.data.balance);
}
