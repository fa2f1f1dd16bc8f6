import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCalls as calls } from '../../../contract/all-calls';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

const upload = (bytes: Buffer, name: string, type: string, token?: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return t
    .request('/api/uploadimg', {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    .then(async (r) => ({
      status: r.status,
      ...((await r.json()) as { code: number; message: string; data: { avatar: string } | null }),
    }));
};

describe('member routes', () => {
  it.each([
    'balance',
    'user',
    'refreshusermoney',
    'updateuserinfo',
    'editPassword',
    'editPayPassword',
    'uploadimg',
  ])('%s is 401 without a token or with an unknown one', async (path) => {
    expect(await t.post(path, {})).toMatchObject({ status: 200, code: 401 });
    expect((await t.post(path, {}, 'f'.repeat(64))).code).toBe(401);
  });

  it('balance answers yuan with two decimals', async () => {
    const token = await t.login();
    expect(await t.post('balance', {}, token)).toMatchObject({ code: 200, data: { balance: '8888.00' } });
  });

  it('user and refreshusermoney answer the full userInfo', async () => {
    const token = await t.login();
    for (const path of ['user', 'refreshusermoney']) {
      const answer = await t.post(path, {}, token);
      expect(calls.user.data.safeParse(answer.data).success).toBe(true);
      expect(answer.data).toMatchObject({
        username: 'demo888',
        realname: '张三',
        balance: '8888.00',
        vip: 2,
        current_vip: 'VIP2',
        paysum: '15200.00',
        usdtrate: '7.20',
        withdrawusdtrate: '7.30',
        withdrawcashfee: '5.00',
        withdrawfeeusdttrc: '1.00',
        // The seed makes demo888 an agent with a team, for the agent centre.
        isagent: 1,
        transferstatus: 0,
      });
      expect(answer.data.current_vip.split('P')[1]).toBe('2');
    }
  });

  it('uploads a png and a gif avatar, stores the file and serves the URL on the user', async () => {
    const token = await t.login();
    const png = await upload(PNG, 'a.png', 'image/png', token);
    expect(png.code).toBe(200);
    expect(png.data!.avatar).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(readFileSync(join(t.uploadDir, png.data!.avatar.slice('/uploads/'.length)))).toEqual(PNG);
    expect((await t.post('user', {}, token)).data.avatar).toBe(png.data!.avatar);
    const gif = await upload(GIF, 'b.gif', 'image/gif', token);
    expect(gif.data!.avatar).toMatch(/\.gif$/);
  });

  it('refuses other types by content, not by name', async () => {
    const token = await t.login();
    const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
    expect(await upload(jpeg, 'x.png', 'image/png', token)).toMatchObject({
      code: 1,
      message: '仅支持上传 gif 或 png 格式的图片',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await upload(svg, 'x.gif', 'image/gif', token)).code).toBe(1);
  });

  it('refuses a file above 1 MB and a missing file', async () => {
    const token = await t.login();
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect(await upload(big, 'big.png', 'image/png', token)).toMatchObject({
      code: 1,
      message: '图片大小不能超过 1MB',
    });
    const form = new FormData();
    form.append('other', 'x');
    const r = await t.request('/api/uploadimg', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await r.json()).toMatchObject({ code: 1, message: '请选择要上传的图片' });
    const huge = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload(huge, 'huge.png', 'image/png', token)).code).toBe(422);
  });

  it('updateuserinfo saves valid values and applies the profile rules', async () => {
    const token = await t.login();
    const good = { email: 'zhang@example.com', mobile: '13912345678', birthday: '1988-02-29' };
    expect((await t.post('updateuserinfo', good, token)).code).toBe(200);
    expect((await t.post('user', {}, token)).data).toMatchObject(good);
    expect((await t.post('updateuserinfo', { ...good, mobile: '12345678901' }, token)).message).toBe(
      '请输入正确手机号',
    );
    expect((await t.post('updateuserinfo', { ...good, mobile: '8613912345678' }, token)).code).toBe(200);
    expect((await t.post('updateuserinfo', { ...good, email: 'zhang@' }, token)).message).toBe(
      '请输入正确邮箱号',
    );
    expect((await t.post('updateuserinfo', { ...good, birthday: '1990/01/01' }, token)).message).toBe(
      '请输入正确的日期格式：YYYY-MM-DD',
    );
    expect((await t.post('updateuserinfo', { ...good, birthday: '1990-02-30' }, token)).code).toBe(1);
    // Each field is optional: the rules apply to what is filled.
    const onlyEmail = { email: 'li@example.com', mobile: '', birthday: '' };
    expect((await t.post('updateuserinfo', onlyEmail, token)).code).toBe(200);
    expect((await t.post('user', {}, token)).data).toMatchObject({ email: 'li@example.com' });
  });

  it.each([
    [{ password: '', paypassword: 'newpass1', newpasword: 'newpass1' }, '请输入旧密码'],
    [{ password: 'demo8888', paypassword: '', newpasword: 'newpass1' }, '请输入新密码'],
    [{ password: 'demo8888', paypassword: 'newpass1', newpasword: '' }, '请输入确认密码'],
    [{ password: 'demo8', paypassword: 'newpass1', newpasword: 'newpass1' }, '请输入正确的旧密码长度'],
    [{ password: 'demo8888', paypassword: 'new1', newpasword: 'new1' }, '请输入正确的新密码长度'],
    [
      { password: 'demo8888', paypassword: 'a'.repeat(17), newpasword: 'a'.repeat(17) },
      '请输入正确的新密码长度',
    ],
    [{ password: 'demo8888', paypassword: 'newpass1', newpasword: 'newpass2' }, '两次密码不一致！'],
    [{ password: 'demo8888', paypassword: 'demo8888', newpasword: 'demo8888' }, '新旧密码不能一致！'],
  ])('editPassword rule %o → %s', async (body, message) => {
    const token = await t.login();
    expect(await t.post('editPassword', body, token)).toMatchObject({ code: 1, message });
  });

  it('editPassword checks the old password, then ends every session and accepts the new one', async () => {
    const token = await t.login();
    expect(
      await t.post(
        'editPassword',
        { password: 'wrong888', paypassword: 'newpass1', newpasword: 'newpass1' },
        token,
      ),
    ).toMatchObject({ code: 205, message: '旧密码错误' });
    const ok = await t.post(
      'editPassword',
      { password: 'demo8888', paypassword: 'newpass1', newpasword: 'newpass1' },
      token,
    );
    expect(ok).toMatchObject({ code: 200, message: '密码修改成功！' });
    expect((await t.post('balance', {}, token)).code).toBe(401);
    await expect(t.login('demo888', 'demo8888')).rejects.toThrow();
    expect(await t.login('demo888', 'newpass1')).toBeTruthy();
  });

  it('editPayPassword refuses the login password as the old one (it must not replace the second secret)', async () => {
    const token = await t.login();
    const body = { password: 'demo8888', paypassword: '000111', newpasword: '000111' };
    expect(await t.post('editPayPassword', body, token)).toMatchObject({ code: 205, message: '旧密码错误' });
    // the payment password is unchanged: 123456 still proves the member, 000111 does not
    const next = { password: '000111', paypassword: '112233', newpasword: '112233' };
    expect((await t.post('editPayPassword', next, token)).code).toBe(205);
    const right = { password: '123456', paypassword: '112233', newpasword: '112233' };
    expect((await t.post('editPayPassword', right, token)).code).toBe(200);
  });

  it('editPayPassword lets a member with no payment password yet set one with the login password', async () => {
    const token = await t.login();
    t.db.prepare("UPDATE users SET pay_password_hash = NULL WHERE username = 'demo888'").run();
    const body = { password: 'demo8888', paypassword: '000111', newpasword: '000111' };
    expect((await t.post('editPayPassword', body, token)).code).toBe(200);
    const next = { password: '000111', paypassword: '112233', newpasword: '112233' };
    expect((await t.post('editPayPassword', next, token)).code).toBe(200);
  });

  it('editPayPassword checks the old payment password and keeps the session', async () => {
    const token = await t.login();
    expect(
      (
        await t.post(
          'editPayPassword',
          { password: '000000', paypassword: '654321', newpasword: '654321' },
          token,
        )
      ).code,
    ).toBe(205);
    expect(
      (
        await t.post(
          'editPayPassword',
          { password: '123456', paypassword: '6543210', newpasword: '6543210' },
          token,
        )
      ).message,
    ).toBe('支付密码长度需是6位！');
    const ok = await t.post(
      'editPayPassword',
      { password: '123456', paypassword: '654321', newpasword: '654321' },
      token,
    );
    expect(ok.code).toBe(200);
    expect((await t.post('balance', {}, token)).code).toBe(200);
    // the new one is now the current one
    expect(
      (
        await t.post(
          'editPayPassword',
          { password: '654321', paypassword: '112233', newpasword: '112233' },
          token,
        )
      ).code,
    ).toBe(200);
  });
});
