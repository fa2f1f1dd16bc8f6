/** A member token for the API, and the `/api/balance` load test. */
import autocannon from 'autocannon';

interface Envelope {
  code: number;
  message?: string | null;
  data?: unknown;
}

async function post(origin: string, path: string, body: unknown, token?: string): Promise<Envelope> {
  const response = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.json()) as Envelope;
}

const tokenOf = (answer: Envelope) => {
  const token = (answer.data as { api_token?: unknown } | null | undefined)?.api_token;
  return answer.code === 200 && typeof token === 'string' ? token : undefined;
};

export const DEMO_MEMBER = { name: 'demo888', password: 'demo8888' };
/** The reference server's fixed captcha answer. */
const CAPTCHA = 'AB12';

/** Logs in the seeded demo member; on a database without it, registers a fresh one. */
export async function memberToken(origin: string): Promise<{ token: string; how: string }> {
  const login = await post(origin, 'login', { ...DEMO_MEMBER, code: CAPTCHA });
  const demo = tokenOf(login);
  if (demo) return { token: demo, how: `login ${DEMO_MEMBER.name}` };
  const name = `bench${Date.now().toString().slice(-7)}`;
  const register = await post(origin, 'register', {
    name,
    password: 'bench12345',
    confirmPass: 'bench12345',
    realname: '测试用户',
    paypassword: '123456',
    code: CAPTCHA,
  });
  const fresh = tokenOf(register);
  if (fresh) return { token: fresh, how: `register ${name}` };
  throw new Error(
    `no member token: login said ${login.code} ${login.message ?? ''}; register said ${register.code} ${register.message ?? ''}`,
  );
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  connections: number;
  seconds: number;
  member: string;
}

export async function loadBalance(origin: string, seconds: number, connections: number): Promise<LoadResult> {
  const { token, how } = await memberToken(origin);
  // Measure real answers, not a fast stream of 401s: one call must succeed first.
  const probe = await post(origin, 'balance', {}, token);
  if (probe.code !== 200)
    throw new Error(`/api/balance answered ${probe.code} ${probe.message ?? ''} with the token from ${how}`);
  const result = await autocannon({
    url: `${origin}/api/balance`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
    connections,
    duration: seconds,
    timeout: 10,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    connections,
    seconds,
    member: how,
  };
}
