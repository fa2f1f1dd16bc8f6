import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT_DIR } from '../static';
import type { TestApp } from './helper';

/** An answer as the original reads it: the HTTP status beside the envelope's fields. */
export interface Envelope {
  status: number;
  code: number;
  message: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the original reads arbitrary fields
  data: any;
}

/**
 * The original Vue client of this API family, which must work unchanged against this server. It
 * cannot be built here, so its requests are sent exactly as it sends them (its axios instance: JSON
 * bodies with `Content-Type: application/json;charset=UTF-8`, GET params in the query string,
 * `Authorization: 'Bearer ' + token` even when the token is empty). `app` is the test's own app.
 */
export function originalClient(app: () => TestApp) {
  /** What the original's `http.js` sends. */
  const headers = (token = '') => ({
    'Content-Type': 'application/json;charset=UTF-8',
    Authorization: 'Bearer ' + token,
  });
  const answer = async (response: Response): Promise<Envelope> => ({
    status: response.status,
    ...((await response.json()) as Omit<Envelope, 'status'>),
  });
  /** `$apiFun.post(url, params)` */
  const post = async (url: string, params: unknown = {}, token = '') =>
    answer(
      await app().request(url, { method: 'POST', headers: headers(token), body: JSON.stringify(params) }),
    );
  /** `$apiFun.get(url, params)`: axios serialises params into the query ('' stays `key=`). */
  const get = async (url: string, params: Record<string, string | number> = {}, token = '') => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    return answer(await app().request(query ? `${url}?${query}` : url, { headers: headers(token) }));
  };
  /** The original's login: `login_pc` with {name, password, code}. */
  const loginPc = async (name = 'demo888', password = 'demo8888') => {
    const res = await post('/api/login_pc', { name, password, code: '2PYL' });
    expect(res.code).toBe(200);
    return res.data.api_token as string;
  };
  return { headers, post, get, loginPc };
}

/** The original's App.vue getUserInfo: level = what follows 'P' in current_vip. */
export const originalVip = (user: { current_vip: string }) => {
  const str = user.current_vip;
  return str.substr(str.indexOf('P') + 1, str.length);
};

/** The file of server/public an address names. */
export const publicFile = (url: string) =>
  join(ROOT_DIR, 'server/public', new URL(url, 'http://localhost').pathname);
