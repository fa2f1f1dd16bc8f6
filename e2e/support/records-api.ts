import { expect, type APIRequestContext } from '@playwright/test';
import { memberCall } from './api';

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
