import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ANSWERS } from '@/config/constants';
import {
  authMessages,
  captchaMatches,
  captchaSrc,
  firstFailure,
  loginPayload,
  loginRules,
  modeFromQuery,
  pickCaptcha,
  registerPayload,
  registerRules,
  type LoginForm,
  type RegisterForm,
} from './model';

const ANSWER = CAPTCHA_ANSWERS[0];

const validRegister: RegisterForm = {
  agreed: true,
  name: 'player01',
  password: 'secret123',
  confirmPass: 'secret123',
  realname: '张三',
  paypassword: '123456',
  code: ANSWER,
  pid: '',
};

const validLogin: LoginForm = { name: 'demo888', password: 'demo8888', code: ANSWER };

describe('register rules (docs/product.md#validation-rules, in order)', () => {
  // Each row breaks one more rule than is fixed, walking the list in docs/product.md's order: a form that
  // breaks rules k..7 must report rule k.
  const broken: Partial<RegisterForm>[] = [
    { agreed: false },
    { name: 'abc12' },
    { password: 'abcdefg1'.slice(0, 7) },
    { confirmPass: 'other1234' },
    { realname: 'Zhang3' },
    { paypassword: '12345' },
    { code: 'zz99' },
  ];
  const expected = [
    authMessages.terms,
    authMessages.username,
    authMessages.password,
    authMessages.confirm,
    authMessages.realname,
    authMessages.payPassword,
    authMessages.captchaWrong,
  ];
  // docs/product.md's own rules; beyond them: the name's upper bound, the referrer code, the pay password's
  // digits and what a real name may not be (invisible characters, no letter at all).
  const beyondSpec = ['usernameMax', 'pid', 'payPasswordDigits', 'realnameInvisible', 'realnameNoLetter'];
  const specRules = registerRules.filter((r) => !beyondSpec.includes(r.id ?? ''));

  it.each(expected.map((message, k) => [k + 1, message, k] as const))(
    'rule %i: %s comes first',
    (_, message, k) => {
      const form = Object.assign({}, validRegister, ...broken.slice(k)) as RegisterForm;
      expect(firstFailure(registerRules, form, ANSWER)?.message).toBe(message);
    },
  );

  it('the messages are exactly docs/product.md’s texts', () => {
    expect(specRules.map((r) => r.message)).toEqual([
      '阅读并同意相关的规则和隐私条款！',
      '用户名长度不得低于6位，以字母和数字组合！',
      '密码长度最少8位！以字母和数字组合！',
      '两次密码不一致！',
      '姓名格式不正确，可以是中，英文名称！',
      '支付密码长度需是6位！',
      '验证码错误！',
    ]);
  });

  it('a valid form passes', () => {
    expect(firstFailure(registerRules, validRegister, ANSWER)).toBeNull();
  });

  it.each<[string, Partial<RegisterForm>, string | null]>([
    ['username of letters only', { name: 'abcdefg' }, authMessages.username],
    ['username of digits only', { name: '1234567' }, authMessages.username],
    ['username with a symbol', { name: 'abc_1234' }, authMessages.username],
    ['username of 6 mixed', { name: 'abc123' }, null],
    ['password of 7', { password: 'abc1234', confirmPass: 'abc1234' }, authMessages.password],
    ['password of letters only', { password: 'abcdefgh', confirmPass: 'abcdefgh' }, authMessages.password],
    ['password of digits only', { password: '12345678', confirmPass: '12345678' }, authMessages.password],
    ['password of 8 mixed', { password: 'abcd1234', confirmPass: 'abcd1234' }, null],
    ['confirm differing in case', { confirmPass: 'Secret123' }, authMessages.confirm],
    ['empty real name', { realname: '' }, authMessages.realname],
    ['blank real name', { realname: '   ' }, authMessages.realname],
    ['real name with digits', { realname: '张三3' }, authMessages.realname],
    ['real name with a symbol', { realname: '张三!' }, authMessages.realname],
    ['English name with space and dot', { realname: 'John F. Smith' }, null],
    ['transliterated name with middle dot', { realname: '阿卜杜·热合曼' }, null],
    ['name with ampersand', { realname: 'Tom & Jerry' }, null],
    ['real name with a line break', { realname: '张\n三' }, '姓名不能包含换行、制表符或不可见字符'],
    ['real name with a zero-width space', { realname: '张\u200b三' }, '姓名不能包含换行、制表符或不可见字符'],
    ['real name with a bidi override', { realname: '\u202e张三' }, '姓名不能包含换行、制表符或不可见字符'],
    ['real name of dots alone', { realname: '. .' }, '姓名须包含中文或英文字母'],
    ['pay password of 5', { paypassword: '12345' }, authMessages.payPassword],
    ['pay password of 7', { paypassword: '1234567' }, authMessages.payPassword],
    ['pay password of 6 letters', { paypassword: 'abcdef' }, '支付密码需是6位数字！'],
    ['pay password of full-width digits is read as ASCII', { paypassword: '１２３４５６' }, null],
    ['username with surrounding spaces', { name: ' demo888 ' }, null],
    ['empty captcha', { code: '' }, authMessages.captchaWrong],
    ['captcha of 3', { code: ANSWER.slice(0, 3) }, authMessages.captchaWrong],
    ['captcha in other case', { code: ANSWER.toUpperCase() }, null],
    ['captcha of another image', { code: CAPTCHA_ANSWERS[1] }, authMessages.captchaWrong],
    // upper bounds docs/product.md leaves open: said in Chinese, never the server's 请求参数错误：name
    ['username of 32', { name: 'a1'.repeat(16) }, null],
    ['username of 120', { name: 'a1'.repeat(60) }, '用户名长度不得超过32位！'],
    ['username with an emoji', { name: 'abc123😀' }, authMessages.username],
    ['referrer code with an emoji', { pid: '12😀' }, '推荐码为32位以内的字母和数字！'],
    ['referrer code of 33', { pid: '1'.repeat(33) }, '推荐码为32位以内的字母和数字！'],
    ['referrer code of digits', { pid: '8001' }, null],
  ])('%s', (_, patch, message) => {
    expect(firstFailure(registerRules, { ...validRegister, ...patch }, ANSWER)?.message ?? null).toBe(
      message,
    );
  });

  it('only the captcha rule is the captcha rule (it clears the entry and changes the image)', () => {
    expect(registerRules.filter((r) => r.id === 'captcha').map((r) => r.message)).toEqual([
      authMessages.captchaWrong,
    ]);
  });
});

describe('login rules (docs/product.md#validation-rules, in order)', () => {
  it.each<[string, Partial<LoginForm>, string | null]>([
    ['all empty', { name: '', password: '', code: '' }, '请输入您的账号和密码！'],
    ['no name', { name: '' }, '请输入您的账号和密码！'],
    ['blank name', { name: '   ' }, '请输入您的账号和密码！'],
    ['no password', { password: '' }, '请输入您的账号和密码！'],
    ['no captcha', { code: '' }, '请输入验证码！'],
    ['wrong captcha', { code: 'zz99' }, '验证码错误！'],
    ['short captcha', { code: ANSWER.slice(0, 2) }, '验证码错误！'],
    ['captcha in other case', { code: ANSWER.toUpperCase() }, null],
    ['account with an emoji', { name: 'demo888😀' }, '账号为32位以内的字母和数字！'],
    ['account of 120', { name: 'a'.repeat(120) }, '账号为32位以内的字母和数字！'],
    ['account with a space inside', { name: 'demo 888' }, '账号为32位以内的字母和数字！'],
    ['valid', {}, null],
  ])('%s → %j', (_, patch, message) => {
    expect(firstFailure(loginRules, { ...validLogin, ...patch }, ANSWER)?.message ?? null).toBe(message);
  });
});

describe('captcha', () => {
  it('the pool holds 21 distinct 4-character answers mixing letters and digits', () => {
    expect(CAPTCHA_ANSWERS).toHaveLength(21);
    expect(new Set(CAPTCHA_ANSWERS.map((a) => a.toLowerCase())).size).toBe(21);
    for (const answer of CAPTCHA_ANSWERS) expect(captchaMatches(answer, answer)).toBe(true);
  });

  it('the answers are exactly the file names of the 21 images in public/captcha', () => {
    const files = readdirSync(join(process.cwd(), 'public', 'captcha')).filter((f) => f.endsWith('.svg'));
    expect(files.map((f) => f.slice(0, -4)).sort()).toEqual([...CAPTCHA_ANSWERS].sort());
  });

  it('every one of the 21 can be picked', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 21; i++) seen.add(pickCaptcha(null, () => i / 21));
    expect(seen.size).toBe(21);
    // even the last one with random() just below 1
    expect(pickCaptcha(null, () => 0.999999)).toBe(CAPTCHA_ANSWERS[20]);
  });

  it('a change always shows another image, and every other one can come next', () => {
    const current = CAPTCHA_ANSWERS[5];
    const next = new Set<string>();
    for (let i = 0; i < 20; i++) next.add(pickCaptcha(current, () => i / 20));
    expect(next.has(current)).toBe(false);
    expect(next.size).toBe(20);
  });

  it('images are static files next to the page, named by the answer', () => {
    expect(captchaSrc('AB12')).toBe('captcha/AB12.svg');
  });
});

describe('payloads and mode', () => {
  it('register sends pid only when filled', () => {
    expect(registerPayload(validRegister)).not.toHaveProperty('pid');
    expect(registerPayload({ ...validRegister, pid: ' 8899 ' })).toMatchObject({ pid: '8899' });
    expect(Object.keys(registerPayload(validRegister))).toEqual([
      'name',
      'password',
      'confirmPass',
      'realname',
      'paypassword',
      'code',
    ]);
  });

  it('login sends name, password and code', () => {
    expect(loginPayload({ ...validLogin, name: ' demo888 ' })).toEqual({
      name: 'demo888',
      password: 'demo8888',
      code: ANSWER,
    });
  });

  it.each([
    ['?type=1', 'register'],
    ['?type=0', 'login'],
    ['', 'login'],
    ['?type=1&pid=77', 'register'],
  ])('%s opens %s', (search, mode) => {
    expect(modeFromQuery(search)).toBe(mode);
  });
});
