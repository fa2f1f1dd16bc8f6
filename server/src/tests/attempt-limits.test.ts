import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import type { AttemptLimitOptions } from '../http/attempt-limit';
import {
  freshAppPerTest,
  registerBody,
  type Answer,
  balanceCents,
  fundedMember,
  PAY_PASSWORD,
} from '../testing/helper';

/** Attempt limits under concurrency, forwarded headers, and the card holder's name refused before any attempt counts. */
const t = freshAppPerTest();

let clock = 1_000_000;
const limits = (overrides: Partial<AttemptLimitOptions> = {}): AttemptLimitOptions => ({
  accountMax: 5,
  accountWideMax: 50,
  addressMax: 30,
  lockMs: 15 * 60_000,
  now: () => clock,
  ...overrides,
});
const TOO_MANY = 429;
const WRONG_PASSWORD = 205;

/** POST /api/<path> from a client address (X-Forwarded-For, believed under TRUST_PROXY=1: see behindProxy). */
async function postFrom(address: string, path: string, body: unknown, token?: string): Promise<Answer> {
  const response = await t.request(`/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Omit<Answer, 'status'>;
  return { status: response.status, ...json };
}

/** An app behind the operator's own proxy (TRUST_PROXY=1), so postFrom's addresses are believed. */
const behindProxy = (attemptLimits: AttemptLimitOptions) => t.reopen({ attemptLimits, trustProxy: true });

const login = (name: string, password: string) => ({ name, password, code: 'AB12' });
const count = (answers: Answer[], code: number) => answers.filter((answer) => answer.code === code).length;

describe('attempts are counted before they are evaluated', () => {
  it('40 simultaneous logins, 39 wrong and 1 right, on a fresh account: at most 5 are evaluated', async () => {
    t.reopen({ attemptLimits: limits() });
    const { name, password } = registerBody();
    await t.registerMember({ name, password, confirmPass: password });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.post('login', login(name, i === 20 ? password : 'wrong999'))),
    );
    const evaluated = answers.filter((answer) => answer.code !== TOO_MANY);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.every((answer) => answer.code === 1 || answer.code === 200)).toBe(true);
    // The right guess, sent 21st, is refused with the others: no token for the burst.
    expect(answers[20]!.code).toBe(TOO_MANY);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });

  it('60 simultaneous withdrawals with wrong payment passwords: at most the limit is evaluated, nothing moves', async () => {
    t.reopen({ attemptLimits: limits() });
    const { token, userId } = await fundedMember(t, 500);
    const card = { bank: '中国银行', bank_address: '北京', bank_no: '6217000000000001', bank_owner: '李四' };
    expect((await t.post('bindcard', { ...card, pay_pass: PAY_PASSWORD }, token)).code).toBe(200);
    const bank = (await t.post('getcard', { type: 1 }, token)).data[0].id as number;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.post('withdraw', { amount: 100, bank, password: String(100000 + i) }, token),
      ),
    );
    expect(count(answers, WRONG_PASSWORD)).toBeLessThanOrEqual(5);
    expect(count(answers, WRONG_PASSWORD) + count(answers, TOO_MANY)).toBe(60);
    expect(balanceCents(t.db, userId)).toBe(500_00);
  });

  it('20 simultaneous withdrawals with the right payment password: the overflow hears 请勿重复提交, not a lock, and nothing is locked after', async () => {
    t.reopen({ attemptLimits: limits() });
    const { token, userId } = await fundedMember(t, 5000);
    const card = { bank: '中国银行', bank_address: '北京', bank_no: '6217000000000001', bank_owner: '李四' };
    expect((await t.post('bindcard', { ...card, pay_pass: PAY_PASSWORD }, token)).code).toBe(200);
    const bank = (await t.post('getcard', { type: 1 }, token)).data[0].id as number;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('withdraw', { amount: 100, bank, password: PAY_PASSWORD }, token),
      ),
    );
    const accepted = count(answers, 200);
    expect(accepted).toBeGreaterThanOrEqual(1);
    const refused = answers.filter((answer) => answer.code !== 200);
    for (const answer of refused) expect(answer).toMatchObject({ code: TOO_MANY, message: '请勿重复提交' });
    expect(balanceCents(t.db, userId)).toBe(5000_00 - accepted * 100_00);
    // Nothing was locked: the next one is evaluated.
    expect((await t.post('withdraw', { amount: 100, bank, password: PAY_PASSWORD }, token)).code).toBe(200);
  });

  it('one count across the payment-password calls, even in one burst (withdraw, bindcard, editPayPassword)', async () => {
    t.reopen({ attemptLimits: limits() });
    const { token } = await fundedMember(t, 500);
    const card = { bank: '中国银行', bank_address: '北京', bank_owner: '李四' };
    expect(
      (await t.post('bindcard', { ...card, bank_no: '6217000000000001', pay_pass: PAY_PASSWORD }, token))
        .code,
    ).toBe(200);
    const bank = (await t.post('getcard', { type: 1 }, token)).data[0].id as number;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? t.post('withdraw', { amount: 100, bank, password: '000000' }, token)
          : i % 3 === 1
            ? t.post('bindcard', { ...card, bank_no: `621700000000${1000 + i}`, pay_pass: '000000' }, token)
            : t.post(
                'editPayPassword',
                { password: '000000', paypassword: '111111', newpasword: '111111' },
                token,
              ),
      ),
    );
    const evaluated = answers.filter((answer) => answer.code === WRONG_PASSWORD);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.length + count(answers, TOO_MANY)).toBe(30);
  });

  it('bursts of old-password guesses (editPassword) and of refused registrations are held too', async () => {
    t.reopen({ attemptLimits: limits() });
    const token = await t.registerMember();
    const changes = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post(
          'editPassword',
          { password: 'wrong999', paypassword: 'abc99999', newpasword: 'abc99999' },
          token,
        ),
      ),
    );
    expect(count(changes, WRONG_PASSWORD)).toBeLessThanOrEqual(5);
    expect(count(changes, TOO_MANY)).toBeGreaterThanOrEqual(15);

    const registrations = await Promise.all(
      Array.from({ length: 20 }, () => t.post('register', registerBody({ name: 'demo888' }))),
    );
    expect(registrations.filter((answer) => answer.code !== TOO_MANY).length).toBeLessThanOrEqual(5);
  });

  it('a success gives its place back: right passwords one after another never lock', async () => {
    t.reopen({ attemptLimits: limits({ accountMax: 2 }) });
    for (let i = 0; i < 6; i++) expect((await t.post('login', login('demo888', 'demo8888'))).code).toBe(200);
  });
});

describe('a success does not clear the address', () => {
  it('4 guesses on each of 10 accounts, each followed by a right login to the guesser’s own: refused from the 31st', async () => {
    t.reopen({ attemptLimits: limits() });
    const own = registerBody();
    await t.registerMember({ name: own.name, password: own.password, confirmPass: own.password });
    const guesses: Answer[] = [];
    for (let account = 0; account < 10; account++) {
      for (let i = 0; i < 4; i++) guesses.push(await t.post('login', login(`victim${account}x`, 'wrong999')));
      await t.post('login', login(own.name, own.password));
    }
    expect(count(guesses, 1)).toBe(30);
    expect(count(guesses, TOO_MANY)).toBe(10);
    // The address is locked for its own account too, until the lock ends.
    expect((await t.post('login', login(own.name, own.password))).code).toBe(TOO_MANY);
    clock += 15 * 60_000 + 1;
    expect((await t.post('login', login(own.name, own.password))).code).toBe(200);
  });
});

describe('nobody can lock a member out from one address', () => {
  it('wrong passwords from one address lock that address out of the account, not the owner elsewhere', async () => {
    behindProxy(limits());
    const { name, password } = registerBody();
    await t.registerMember({ name, password, confirmPass: password });
    for (let i = 0; i < 5; i++)
      expect((await postFrom('203.0.113.9', 'login', login(name, 'wrong999'))).code).toBe(1);
    expect((await postFrom('203.0.113.9', 'login', login(name, password))).code).toBe(TOO_MANY);
    expect((await postFrom('198.51.100.7', 'login', login(name, password))).code).toBe(200);
    // The same for the payment password of a stolen session.
    const token = await t.registerMember();
    const change = { password: '000000', paypassword: '111111', newpasword: '111111' };
    for (let i = 0; i < 5; i++)
      expect((await postFrom('203.0.113.9', 'editPayPassword', change, token)).code).toBe(WRONG_PASSWORD);
    expect(
      (await postFrom('203.0.113.9', 'editPayPassword', { ...change, password: PAY_PASSWORD }, token)).code,
    ).toBe(TOO_MANY);
    expect(
      (await postFrom('198.51.100.7', 'editPayPassword', { ...change, password: PAY_PASSWORD }, token)).code,
    ).toBe(200);
  });

  it('the account is locked everywhere only after far more failures, spread over addresses; the owner’s success does not forgive them', async () => {
    behindProxy(limits({ accountMax: 3, accountWideMax: 9 }));
    const { name, password } = registerBody();
    await t.registerMember({ name, password, confirmPass: password });
    const guessFrom = async (address: string) => {
      for (let i = 0; i < 3; i++)
        expect((await postFrom(address, 'login', login(name, 'wrong999'))).code).toBe(1);
    };
    await guessFrom('203.0.113.1');
    await guessFrom('203.0.113.2');
    expect((await postFrom('198.51.100.7', 'login', login(name, password))).code).toBe(200);
    await guessFrom('203.0.113.3');
    const locked = await postFrom('198.51.100.7', 'login', login(name, password));
    expect(locked).toMatchObject({ code: TOO_MANY, message: '尝试次数过多，请15分钟后再试' });
    clock += 15 * 60_000 + 1;
    expect((await postFrom('198.51.100.7', 'login', login(name, password))).code).toBe(200);
  });

  it('the defaults: 5 per account and address, 10 times that per account, 30 per address', () => {
    expect(readConfig({}).attemptLimits).toMatchObject({
      accountMax: 5,
      accountWideMax: 50,
      addressMax: 30,
      lockMs: 900_000,
    });
    expect(readConfig({ AUTH_MAX_FAILURES: '3' }).attemptLimits.accountWideMax).toBe(30);
    expect(readConfig({ AUTH_MAX_FAILURES_PER_ACCOUNT: '7' }).attemptLimits.accountWideMax).toBe(7);
  });
});

describe('forwarded headers are believed only behind the operator’s proxy', () => {
  const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  /** Every URL getGameUrl, getservicerurl, getAgentLoginUrl and app hand out for a request to `origin`. */
  async function handedOut(origin: string): Promise<string[]> {
    const token = await t.login();
    const call = async (path: string, body?: unknown) => {
      const response = await t.app.request(`${origin}/api/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...forged },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await response.json()) as { data: Record<string, string> }).data;
    };
    const app = await call('app', {});
    return [
      (await call('getGameUrl', { plat_name: 'ag' })).url!,
      (await call('getservicerurl', {})).url!,
      (await call('getAgentLoginUrl')).url!,
      app.h5_url!,
      app.ios_download_qrcode!,
      decodeURIComponent(app.ios_download_qrcode!.split('text=')[1]!),
    ];
  }

  it('without TRUST_PROXY every link stays on the request’s own origin', async () => {
    for (const url of await handedOut('http://h5.example.test:8787'))
      expect(new URL(url).origin, url).toBe('http://h5.example.test:8787');
  });

  it('PUBLIC_ORIGIN wins over the request and over any header, proxy or not', async () => {
    t.reopen(
      readConfig({
        PUBLIC_ORIGIN: 'https://h5.example.com/ignored/path',
        TRUST_PROXY: '1',
        HOST: '127.0.0.1',
      }),
    );
    for (const url of await handedOut('http://10.0.0.5:8787'))
      expect(new URL(url).origin, url).toBe('https://h5.example.com');
  });

  it('trustProxy without publicOrigin (readConfig refuses it; a test config can): the proxy’s X-Forwarded-Host and -Proto', async () => {
    t.reopen({ trustProxy: true });
    for (const url of await handedOut('http://10.0.0.5:8787'))
      expect(new URL(url).origin, url).toBe('https://evil.example');
  });

  it('X-Forwarded-For is not the client address without TRUST_PROXY', async () => {
    t.reopen({ attemptLimits: limits({ accountMax: 2 }) });
    const spoofed = (address: string) =>
      t.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(login('demo888', 'wrong999')),
      });
    await spoofed('203.0.113.1');
    await spoofed('203.0.113.2');
    // Both counted against the one real address: the third is refused.
    expect(((await (await spoofed('203.0.113.3')).json()) as Answer).code).toBe(TOO_MANY);
  });

  it('TRUST_PROXY=1: the right-most X-Forwarded-For entry (the proxy’s), not what the client put left of it', async () => {
    behindProxy(limits({ accountMax: 2 }));
    const forged = (left: string) =>
      t.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${left}, 198.51.100.7` },
        body: JSON.stringify(login('demo888', 'wrong999')),
      });
    await forged('203.0.113.1');
    await forged('203.0.113.2');
    // The proxy saw 198.51.100.7 each time: a new forged left-hand address does not reset the count.
    expect(((await (await forged('203.0.113.3')).json()) as Answer).code).toBe(TOO_MANY);
  });
});

describe('the bank card owner is a person’s name', () => {
  const card = (owner: string, no: string) => ({
    bank: '中国银行',
    bank_address: '北京 <b>分行</b>',
    bank_no: no,
    bank_owner: owner,
    pay_pass: PAY_PASSWORD,
  });

  const badShape = '姓名格式不正确，可以是中，英文名称！';
  it.each([
    ['<img src=x onerror=alert(1)>', badShape],
    ['李四1', badShape],
    ['javascript:alert(1)', badShape],
    ['李四<', badShape],
    ['"; DROP TABLE', badShape],
    ['\u202e四李', '姓名不能包含换行、制表符或不可见字符'],
  ])(
    'refuses %j with the registration’s real-name message, stores nothing, counts no attempt',
    async (owner, message) => {
      t.reopen({ attemptLimits: limits({ accountMax: 1 }) });
      const { token } = await fundedMember(t);
      expect(await t.post('bindcard', card(owner, '6217000000000001'), token)).toMatchObject({
        status: 200,
        code: 1,
        message,
      });
      expect((await t.post('getcard', { type: 1 }, token)).data).toEqual([]);
      // Refused before the payment password: a single allowed failure is still there.
      expect((await t.post('bindcard', card('李四', '6217000000000001'), token)).code).toBe(200);
    },
  );

  it.each(['李四', 'John Smith', '阿卜杜·热合曼', 'A.B & C'])('accepts %j', async (owner) => {
    // A card is bound only in the member's own name: the member is registered under it.
    const { token } = await fundedMember(t, 0, { realname: owner });
    expect((await t.post('bindcard', card(owner, '6217000000000002'), token)).code).toBe(200);
    const [stored] = (await t.post('getcard', { type: 1 }, token)).data;
    expect(stored.bank_owner).toBe(owner);
    // Free text stays text, as entered: back-office tools encode it (docs/security.md).
    expect(stored.bank_address).toBe('北京 <b>分行</b>');
  });
});
