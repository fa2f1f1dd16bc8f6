import { describe, expect, it } from 'vitest';
import { freshAppPerTest, registerBody } from '../testing/helper';

const t = freshAppPerTest();

describe('register', () => {
  it('creates a member, answers a token that works, stores pid and hashes secrets', async () => {
    const body = registerBody({ pid: 'DEMO888' });
    const answer = await t.post('register', body);
    expect(answer.code).toBe(200);
    expect(answer.data.api_token).toMatch(/^[0-9a-f]{64}$/);
    const user = await t.post('user', {}, answer.data.api_token);
    expect(user.data).toMatchObject({ username: body.name, realname: '李四', balance: '0.00' });
    const row = t.db.prepare('SELECT * FROM users WHERE username = ?').get(body.name) as Record<
      string,
      string
    >;
    expect(row.pid).toBe('DEMO888');
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(body.password);
    expect(row.pay_password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses a referral code no agent holds, and creates nobody', async () => {
    const body = registerBody({ pid: 'NOPE123' });
    expect(await t.post('register', body)).toMatchObject({
      code: 1,
      message: '推荐码不存在，请向邀请人核对推荐码',
    });
    expect(t.db.prepare('SELECT 1 FROM users WHERE username = ?').get(body.name)).toBeUndefined();
  });

  it('files a code typed in lower case under the agent who holds it', async () => {
    const body = registerBody({ pid: ' demo888 ' });
    expect((await t.post('register', body)).code).toBe(200);
    const row = t.db.prepare('SELECT pid FROM users WHERE username = ?').get(body.name) as { pid: string };
    expect(row.pid).toBe('DEMO888');
  });

  it('h5/inviter names a code’s agent, masked, and says 202 for a code nobody holds', async () => {
    expect(await t.post('h5/inviter', { pid: 'demo888' })).toMatchObject({
      code: 200,
      data: { pid: 'DEMO888', name: 'de***88' },
    });
    expect(await t.post('h5/inviter', { pid: 'NOPE123' })).toMatchObject({
      code: 202,
      message: '推荐码不存在，请向邀请人核对推荐码',
    });
  });

  it('refuses a duplicate name (case-insensitive) with code 1 用户名已存在', async () => {
    expect(await t.post('register', registerBody({ name: 'demo888' }))).toMatchObject({
      code: 1,
      message: '用户名已存在',
    });
    expect(await t.post('register', registerBody({ name: 'DEMO888' }))).toMatchObject({
      code: 1,
      message: '用户名已存在',
    });
  });

  it.each([
    [{ name: 'abc12' }, '用户名长度不得低于6位，以字母和数字组合！'],
    [{ name: 'abcdefg' }, '用户名长度不得低于6位，以字母和数字组合！'],
    [{ name: '1234567' }, '用户名长度不得低于6位，以字母和数字组合！'],
    [{ name: 'abc_123' }, '用户名长度不得低于6位，以字母和数字组合！'],
    [{ password: 'abc1234', confirmPass: 'abc1234' }, '密码长度最少8位！以字母和数字组合！'],
    [{ password: 'abcdefgh', confirmPass: 'abcdefgh' }, '密码长度最少8位！以字母和数字组合！'],
    [{ password: '12345678', confirmPass: '12345678' }, '密码长度最少8位！以字母和数字组合！'],
    [{ confirmPass: 'abc12346' }, '两次密码不一致！'],
    [{ realname: '' }, '姓名格式不正确，可以是中，英文名称！'],
    [{ realname: '张三3' }, '姓名格式不正确，可以是中，英文名称！'],
    [{ realname: '<b>x</b>' }, '姓名格式不正确，可以是中，英文名称！'],
    [{ paypassword: '12345' }, '支付密码长度需是6位！'],
    [{ paypassword: '1234567' }, '支付密码长度需是6位！'],
  ])('rule %o → %s', async (overrides, message) => {
    expect(await t.post('register', registerBody(overrides))).toMatchObject({ code: 1, message });
  });

  it('does not check the captcha on register (the client alone knows the image)', async () => {
    expect((await t.post('register', registerBody({ code: 'AB-1' }))).code).toBe(200);
  });

  it('accepts English names with dots, ampersand and spaces', async () => {
    expect((await t.post('register', registerBody({ realname: 'John A. Smith & Co' }))).code).toBe(200);
    expect((await t.post('register', registerBody({ realname: '阿卜杜·热合曼' }))).code).toBe(200);
  });

  it('drops unknown fields (like the family) but rejects wrong types of known fields with 422', async () => {
    expect((await t.post('register', { ...registerBody(), admin: 1 })).code).toBe(200);
    expect((await t.post('register', { ...registerBody(), name: 12345678 })).code).toBe(422);
  });
});

describe('login', () => {
  it('logs the demo member in; login_pc is an alias', async () => {
    const answer = await t.post('login', { name: 'demo888', password: 'demo8888', code: 'X7K2' });
    expect(answer).toMatchObject({ code: 200, status: 200 });
    expect(answer.data.api_token).toMatch(/^[0-9a-f]{64}$/);
    const pc = await t.post('login_pc', { name: 'demo888', password: 'demo8888', code: 'X7K2' });
    expect(pc.code).toBe(200);
  });

  it('wrong password or unknown name is code 1 账号或密码错误', async () => {
    expect(await t.post('login', { name: 'demo888', password: 'wrong1234', code: 'X7K2' })).toMatchObject({
      code: 1,
      message: '账号或密码错误',
    });
    expect(await t.post('login', { name: 'nobody99', password: 'demo8888', code: 'X7K2' })).toMatchObject({
      code: 1,
      message: '账号或密码错误',
    });
  });

  it('requires name and password', async () => {
    expect((await t.post('login', { name: '', password: '', code: 'X7K2' })).message).toBe(
      '请输入您的账号和密码！',
    );
  });

  // docs/product.md: the captcha is checked by the client only (the server never saw the image).
  it.each(['', 'AB1', 'AB-1', 'WRONG99'])('does not check the captcha: %j signs in', async (code) => {
    const answer = await t.post('login', { name: 'demo888', password: 'demo8888', code });
    expect(answer).toMatchObject({ code: 200 });
  });

  it('rotates the token: the previous session ends', async () => {
    const first = await t.login();
    expect((await t.post('balance', {}, first)).code).toBe(200);
    const second = await t.login();
    expect(second).not.toBe(first);
    const old = await t.post('balance', {}, first);
    expect(old).toMatchObject({ status: 200, code: 401 });
    expect((await t.post('balance', {}, second)).code).toBe(200);
  });
});

describe('logoff', () => {
  it('revokes the token', async () => {
    const token = await t.login();
    expect((await t.post('logoff', {}, token)).code).toBe(200);
    expect((await t.post('user', {}, token)).code).toBe(401);
  });

  it('is 401 without a token', async () => {
    expect(await t.post('logoff')).toMatchObject({ status: 200, code: 401 });
  });
});
